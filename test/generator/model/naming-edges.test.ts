/** Names at the edges of the texts a document may hold: letters whose capital is several characters, an operationId that is only `#`. */
import { describe, expect, it } from 'vitest';
import { namedMethodNames, operationTypeName } from '../../../generator/model/naming.ts';
import { CLIENT_MEMBERS } from '../../../generator/runtime/client/tables.ts';

describe('naming at the edges', () => {
  it('capitalises a letter whose capital carries combining marks, as a reader would write it', () => {
    expect(operationTypeName('ΐσος V1#List')).toBe('\u0399\u0308\u0301σοςV1List');
  });

  it('leaves a letter lower case when its capital would bring in a character names do not keep', () => {
    // ŉ capitalises to ʼN, and ʼ (a modifier letter) is outside the kept blocks.
    expect(operationTypeName('ŉada V1#List')).toBe('ŉadaV1List');
  });

  it('puts an operationId of only `#` under `operations.call`, not a name spelled from the `#`', () => {
    expect(Object.fromEntries(namedMethodNames(['#', '#Show'], CLIENT_MEMBERS))).toEqual({ '#': { resource: 'operations', method: 'call' }, '#Show': { resource: 'operations', method: 'show' } });
  });
});
