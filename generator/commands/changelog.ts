import { UsageError } from '../load/errors.ts';
import type { Command } from './types.ts';

// Placeholder until the owning issue lands; replaced wholesale.
export const changelogCommand: Command = {
  name: 'changelog',
  summary: '(not yet built)',
  usage: 'incident-gen changelog',
  run: async () => {
    throw new UsageError('changelog is not built yet');
  },
};
