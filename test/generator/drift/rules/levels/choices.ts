import { object } from '../../fixtures.ts';
import type { Rows } from './rows.ts';

const text = { type: 'string' };
const plain = object({ a: text, b: text, c: text });
/** Two stricter variants of `plain`: a payload with a and c is valid for both, one with neither for none. */
const split = { oneOf: [object({ a: text, b: text }, ['a']), object({ a: text, c: text }, ['c'])] };

export const choiceRows: Rows = {
  'request-became-choice': { level: 'error', direction: 'request', thing: [plain, split] },
  'response-became-choice': { level: 'warning', direction: 'response', thing: [plain, split] },
};
