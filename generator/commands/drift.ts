import { UsageError } from '../load/errors.ts';
import type { Command } from './types.ts';

// Placeholder until the owning issue lands; replaced wholesale.
export const driftCommand: Command = {
  name: 'drift',
  summary: '(not yet built)',
  usage: 'incident-gen drift',
  run: async () => {
    throw new UsageError('drift is not built yet');
  },
};
