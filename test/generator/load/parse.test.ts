import { describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { parseJson, parseSpecText } from '../../../generator/load/parse.ts';

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

  it('recognises an HTML page after leading blank lines', () => {
    expect(messageOf('\n\n  <html><body>Service Unavailable</body></html>')).toBe('spec.json: looks like an HTML or XML page, not a JSON OpenAPI document');
  });

  it('calls JSON cut short inside a string, an array or after an escaped quote truncated, and nothing else', () => {
    for (const text of ['"unterminated', '"cut after an escaped \\"', '[1, 2', '{"a": "}}', '{"a": "]]', '{"a": [1, [2], ']) {
      expect(messageOf(text), text).toBe(`spec.json: truncated JSON (${text.length} characters, ends before the document closes)`);
    }
    // Closed more than opened, or a quote that closes: wrong, but not cut short.
    for (const text of ['{"a": [1]]}', '[1]]', '"done" x', '{"a": "\\\\"}}']) expect(messageOf(text), text).toMatch(/^spec\.json: not valid JSON: /);
  });

  it('keeps every message on one line', () => {
    for (const text of ['', '<html>', '{"a":', '{"a" 1}']) expect(messageOf(text)).not.toContain('\n');
  });
});

describe('parseSpecText: YAML by name', () => {
  const yamlMessage = (text: string, origin = 'spec.yaml') => {
    try {
      parseSpecText(text, origin);
    } catch (error) {
      expect(error).toBeInstanceOf(InputError);
      return (error as Error).message;
    }
    throw new Error('expected parseSpecText to throw');
  };

  it('reads .yaml, .yml, their .gz and URLs ending so as YAML 1.2 core (numeric keys as text, no dates); anything else as JSON', () => {
    const text = 'openapi: 3.1.0\npaths:\n  /a:\n    get:\n      responses:\n        200: {description: ok}\ndate: 2026-01-01\n';
    const expected = { openapi: '3.1.0', paths: { '/a': { get: { responses: { '200': { description: 'ok' } } } } }, date: '2026-01-01' };
    for (const origin of ['spec.yaml', 'SPEC.YML', 'spec.yaml.gz', 'spec.yml.gz', 'https://example.test/openapi.yaml?ref=main', 'http://example.test/openapi.YAML#latest', 'HTTP://example.test/openapi.yml?v=.json']) {
      expect(parseSpecText(text, origin), origin).toEqual(expected);
    }
    // A URL's query and fragment are not its name; a local path holding "https://" is read by its whole name.
    expect(yamlMessage(text, 'https://example.test/openapi.json?name=x.yaml')).toMatch(/not valid JSON/);
    expect(parseSpecText(text, 'mirror/https://example.test/openapi.json?as=.yaml')).toEqual(expected);
    expect(yamlMessage(text, 'spec.json')).toMatch(/^spec\.json: not valid JSON/);
    expect(parseSpecText('{"openapi": "3.0.3"}', 'spec.yml')).toEqual({ openapi: '3.0.3' });
  });

  it('reads a document that declares %YAML 1.1 with the 1.2 core schema too: yes, on and dates stay text', () => {
    expect(parseSpecText('%YAML 1.1\n---\nopenapi: 3.0.3\nx-flags: [yes, on, 2026-01-01, 0o17]\n', 'spec.yaml')).toEqual({ openapi: '3.0.3', 'x-flags': ['yes', 'on', '2026-01-01', 15] });
  });

  it('refuses bad YAML with one line naming the file, line and column', () => {
    for (const [text, reason] of [
      ['openapi: 3.0.3\ninfo: {title: T\npaths: {}\n', /^spec\.yaml: not valid YAML: .* at line 3, column 1$/],
      ['openapi: 3.0.3\nopenapi: 3.1.0\n', /^spec\.yaml: not valid YAML: Map keys must be unique at line 2, column 1$/],
      ['  \n', /^spec\.yaml: empty document$/],
    ] as const) {
      const message = yamlMessage(text);
      expect(message).toMatch(reason);
      expect(message).not.toContain('\n');
    }
  });

  it('names an alias to no anchor as it is, without blaming the alias count', () => {
    expect(yamlMessage('openapi: 3.0.3\ninfo: *info\n')).toBe('spec.yaml: not valid YAML: Unresolved alias (the anchor must be set before the alias): info');
  });

  it('refuses YAML nested beyond the parser\'s reach, flow or block, in one line saying so', () => {
    const depth = 100_000;
    const flow = `openapi: 3.0.3\nx-deep: ${'['.repeat(depth)}${']'.repeat(depth)}\n`;
    const block = `openapi: 3.0.3\nx-deep:\n${Array.from({ length: 5_000 }, (_, level) => `${' '.repeat(level + 1)}a:\n`).join('')}`;
    for (const text of [flow, block]) expect(yamlMessage(text)).toMatch(/^spec\.yaml: not valid YAML: nested too deep to read \(a document may nest 256 levels\) at line \d+, column \d+$/);
  });

  it('refuses an alias bomb instead of expanding it', () => {
    const levels = ['a: &a [1,1,1,1,1,1,1,1,1]'];
    for (const [index, name] of ['b', 'c', 'd', 'e', 'f', 'g'].entries()) {
      const previous = String.fromCharCode(97 + index);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(',')}]`);
    }
    expect(yamlMessage(levels.join('\n'))).toMatch(/^spec\.yaml: not valid YAML: .*\(more than 100 aliases\)$/);
  });
});
