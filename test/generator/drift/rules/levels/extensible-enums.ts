import { object } from '../../fixtures.ts';
import type { Rows } from './rows.ts';

const kinds = (values: string[]) => object({ kind: { type: 'string', 'x-extensible-enum': values } });

export const extensibleEnumRows: Rows = {
  'request-extensible-enum-value-removed': { level: 'error', direction: 'request', thing: [kinds(['a', 'b']), kinds(['a'])] },
  'response-extensible-enum-value-removed': { level: 'info', direction: 'response', thing: [kinds(['a', 'b']), kinds(['a'])] },
  'extensible-enum-value-added': { level: 'info', direction: 'both', thing: [kinds(['a']), kinds(['a', 'b'])] },
};
