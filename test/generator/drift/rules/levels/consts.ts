import { object } from '../../fixtures.ts';
import type { Rows } from './rows.ts';

const fixed = (value: string) => object({ kind: { type: 'string', const: value } }, ['kind']);

export const constRows: Rows = {
  'request-const-changed': { level: 'error', direction: 'request', thing: [fixed('a'), fixed('b')] },
  'response-const-changed': { level: 'error', direction: 'response', thing: [fixed('a'), fixed('b')] },
};
