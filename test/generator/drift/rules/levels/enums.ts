import { object } from '../../fixtures.ts';
import { kinds, text, type Rows } from './rows.ts';

const free = object({ kind: text }, ['kind']);

export const enumRows: Rows = {
  'request-enum-value-removed': { level: 'error', direction: 'request', thing: [kinds(['a', 'b']), kinds(['a'])] },
  'request-enum-value-added': { level: 'info', direction: 'request', thing: [kinds(['a']), kinds(['a', 'b'])] },
  'response-enum-value-added': { level: 'info', direction: 'response', thing: [kinds(['a']), kinds(['a', 'b'])] },
  'response-enum-value-removed': { level: 'info', direction: 'response', thing: [kinds(['a', 'b']), kinds(['a'])] },
  'request-became-enum': { level: 'error', direction: 'request', thing: [free, kinds(['a', 'b'])] },
  'request-enum-dropped': { level: 'info', direction: 'request', thing: [kinds(['a', 'b']), free] },
  'response-became-enum': { level: 'info', direction: 'response', thing: [free, kinds(['a', 'b'])] },
  'response-enum-dropped': { level: 'info', direction: 'response', thing: [kinds(['a', 'b']), free] },
};
