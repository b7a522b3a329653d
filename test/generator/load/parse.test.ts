import { describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { parseJson } from '../../../generator/load/parse.ts';

const messageOf = (text: string) => {
  try {
    parseJson(text, 'spec.json');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected parseJson to throw');
};

describe('parseJson', () => {
  it('parses a JSON document', () => {
    expect(parseJson('{"openapi":"3.0.3"}', 'spec.json')).toEqual({ openapi: '3.0.3' });
  });

  it('names an empty document', () => {
    expect(messageOf('  \n')).toBe('spec.json: empty document');
  });

  it('recognises an HTML error page', () => {
    expect(messageOf('<!DOCTYPE html><html><body>502 Bad Gateway</body></html>')).toMatch(/^spec\.json: looks like an HTML/);
  });

  it('tells truncated JSON from other syntax errors', () => {
    expect(messageOf('{"openapi": "3.0.3", "paths": {"/v1/x": {')).toMatch(/^spec\.json: truncated JSON/);
    expect(messageOf('{"openapi": "3.0.3", "paths": {"/v1/x": {"get": "unterminat')).toMatch(/truncated JSON/);
    expect(messageOf('{"openapi": 3.0.3}')).toMatch(/^spec\.json: not valid JSON: /);
  });

  it('keeps every message on one line', () => {
    for (const text of ['', '<html>', '{"a":', '{"a" 1}']) expect(messageOf(text)).not.toContain('\n');
  });
});
