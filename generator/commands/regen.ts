import { UsageError } from '../load/errors.ts';
import type { Command } from './types.ts';

// Placeholder until the owning issue lands; replaced wholesale.
export const regenCommand: Command = {
  name: 'regen',
  summary: '(not yet built)',
  usage: 'incident-gen regen',
  run: async () => {
    throw new UsageError('regen is not built yet');
  },
};
