/** The successor a deprecated item names: edge cases of x-successor and of each description phrase. */
import { describe, expect, it } from 'vitest';
import { successorOf } from '../../../../generator/drift/tree/successor.ts';

describe('successorOf: edge cases', () => {
  it('trims x-successor, and passes over a blank or non-text one to the description', () => {
    expect(successorOf({ 'x-successor': '  Things V2#List \n' })).toBe('Things V2#List');
    expect(successorOf({ 'x-successor': '   ', description: 'Use `Things V3#List` instead.' })).toBe('Things V3#List');
    expect(successorOf({ 'x-successor': 42, description: 'Replaced by Things V4#List.' })).toBe('Things V4#List');
    expect(successorOf({ 'x-successor': 42 })).toBeUndefined();
    expect(successorOf({ description: 42 })).toBeUndefined();
    expect(successorOf({ description: ['Use `other_id` instead.'] })).toBeUndefined();
  });

  it('reads each phrase whatever its case, and only as whole words', () => {
    expect(successorOf({ description: 'USE other_id INSTEAD' })).toBe('other_id');
    expect(successorOf({ description: 'REPLACED BY `other_id`' })).toBe('other_id');
    expect(successorOf({ description: 'Superseded By other_id' })).toBe('other_id');
    expect(successorOf({ description: 'Reuse this instead of that.' })).toBeUndefined();
    expect(successorOf({ description: 'unreplaced by design' })).toBeUndefined();
  });

  it('stops a name at a backtick, a line end, or a sentence mark, and drops trailing dots and parentheses', () => {
    expect(successorOf({ description: 'Use `Alerts V2#List` (or nothing) instead' })).toBeUndefined();
    expect(successorOf({ description: 'Replaced by `a`\nand `b`' })).toBe('a');
    expect(successorOf({ description: 'Replaced by Alerts V2#List, which pages.' })).toBe('Alerts V2#List');
    expect(successorOf({ description: 'Replaced by Alerts V2#List; see docs' })).toBe('Alerts V2#List');
    expect(successorOf({ description: 'Replaced by Alerts V2#List\nNext line.' })).toBe('Alerts V2#List');
    expect(successorOf({ description: '(Replaced by Alerts V2#List)' })).toBe('Alerts V2#List');
    expect(successorOf({ description: 'Deprecated (use the_field...) instead' })).toBe('the_field');
    expect(successorOf({ description: 'Use `schedule.layer_id` instead.' })).toBe('schedule.layer_id');
  });

  it('prefers "use X instead" to "replaced by", and a quoted name to an unquoted one', () => {
    expect(successorOf({ description: 'Replaced by `b`. Use `a` instead.' })).toBe('a');
    expect(successorOf({ description: 'Replaced by `quoted` or replaced by plain.' })).toBe('quoted');
  });
});
