import { describe, expect, it } from 'vitest';
import { diffDocuments } from '../../../generator/drift/index.ts';
import { parseSeverity } from '../../../generator/drift/severity.ts';
import { InputError } from '../../../generator/load/errors.ts';
import { object, scheduleSpec } from './fixtures.ts';

describe('severity file', () => {
  it('parses "rule-id level" lines with comments', () => {
    const overrides = parseSeverity('# stricter on enums\nresponse-enum-value-added warning  # we switch on these\n\nrequest-parameter-removed error\n', 's.txt');
    expect([...overrides]).toEqual([
      ['response-enum-value-added', 'warning'],
      ['request-parameter-removed', 'error'],
    ]);
  });

  it('rejects unknown rules, unknown levels and malformed lines with file and line', () => {
    expect(() => parseSeverity('nope error', 's.txt')).toThrow(/^s\.txt:1: unknown rule "nope"/);
    expect(() => parseSeverity('\nresponse-enum-value-added fatal', 's.txt')).toThrow(/^s\.txt:2: unknown level "fatal"/);
    expect(() => parseSeverity('response-enum-value-added', 's.txt')).toThrow(/expected "rule-id level"/);
  });

  it('reads CRLF lines and comment-only lines, numbering lines as written', () => {
    expect([...parseSeverity('# all\r\noperation-added warning\r\n   # indented\r\n\r\nevent-added error # why\r\n', 's.txt')]).toEqual([
      ['operation-added', 'warning'],
      ['event-added', 'error'],
    ]);
    expect(() => parseSeverity('# c\r\n\r\noperation-added warning extra', 's.txt')).toThrow(new InputError('s.txt:3', 'expected "rule-id level", got "operation-added warning extra"'));
    expect(() => parseSeverity('operation-added', 's.txt')).toThrow(new InputError('s.txt:1', 'expected "rule-id level", got "operation-added"'));
  });

  it('skips a comment whatever it holds, line separators and lone carriage returns included', () => {
    expect([...parseSeverity('operation-added warning # moved,\u2028see the PR\n# old note\u2029\revent-added error', 's.txt')]).toEqual([
      ['operation-added', 'warning'],
    ]);
    expect([...parseSeverity('# a\u2028b\nevent-added error #\r', 's.txt')]).toEqual([['event-added', 'error']]);
  });

  it('overrides levels in the report and its summary', () => {
    const before = scheduleSpec(object({ kind: { type: 'string', enum: ['a'] } }));
    const after = scheduleSpec(object({ kind: { type: 'string', enum: ['a', 'b'] } }));
    const report = diffDocuments(before, after, { severity: parseSeverity('response-enum-value-added warning', 's') });
    expect(report.summary).toEqual({ error: 0, warning: 2, info: 0 });
    expect(report.changes.every((c) => c.level === 'warning')).toBe(true);
  });
});
