/** reference.md: one table row per named method, whatever the spec's paths, summaries and successors hold. */
import { describe, expect, it } from 'vitest';
import { emitReference } from '../../../generator/emit/reference.ts';
import { buildModel } from '../../../generator/model/index.ts';

/** Control characters and line terminators a terminal or a Markdown reader would act on. */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

function forgingModel() {
  const ok = { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'object' } } } } };
  const document = {
    openapi: '3.0.3',
    info: { title: 'Forging\r\n# API \u001b[2J', version: '1' },
    paths: {
      '/v2/things\r| `forged` | GET | row |': { get: { operationId: 'Things V2#List', summary: 'Lists\u001b]0;pwned\u0007 things\r\n| forged | row |', responses: ok } },
      '/v2/old\u2028things': { get: { operationId: 'Things V2#Old', deprecated: true, 'x-successor': 'Gone V9#Nowhere\r| forged |', responses: ok } },
    },
  };
  return buildModel(document as never, { runtimeFiles: [], package: { name: 'x', dependencies: {}, peerDependencies: {} } });
}

describe('emitReference', () => {
  it('keeps every row on its line and shows control characters escaped: a path, summary or unknown successor cannot forge a row or drive a terminal', () => {
    const text = emitReference(forgingModel()).content;
    expect(text).not.toMatch(RAW_CONTROL);
    // In a cell the escape's backslash is itself escaped: Markdown shows `\u001b`.
    const rows = text.split('\n').filter((line) => line.startsWith('| `client.'));
    expect(rows).toHaveLength(2);
    expect(text.split('\n').filter((line) => line.includes('forged'))).toEqual(rows);
    expect(rows[0]).toContain("GET `/v2/things | 'forged' | GET | row |` | Lists\\\\u001b]0;pwned\\\\u0007 things \\| forged \\| row \\| |");
    expect(rows[1]).toContain('GET `/v2/old things` |  **Deprecated**: use `Gone V9#Nowhere | forged |`. |');
    expect(text).toContain('# Forging # API \\\\u001b[2J: named methods');
  });
});
