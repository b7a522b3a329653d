import { UsageError } from '../load/errors.ts';
import type { Command } from './types.ts';

// Placeholder until the owning issue lands; replaced wholesale.
export const generateCommand: Command = {
  name: 'generate',
  summary: '(not yet built)',
  usage: 'incident-gen generate',
  run: async () => {
    throw new UsageError('generate is not built yet');
  },
};
