/**
 * A spec's URL may carry credentials (user-info, a token in the query or the fragment). Whatever
 * stage refuses the document (the download, the gzip, the parse, the validation), the message
 * names the source without them, in any encoding, for every command that reads a spec.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { loadSpec } from '../../../generator/load/index.ts';
import { startLoopbackServer, type LoopbackServer } from '../../support/loopback.ts';
import { PROJECT_ROOT } from '../../support/project.ts';

const run = promisify(execFile);
const SECRET = 'Zq7SecretValue';

/** What each path answers: a failure at each stage after the request. */
const ANSWERS: Record<string, [number, string]> = {
  '/missing.json': [404, 'not here'],
  '/html.json': [200, '<html>login</html>'],
  '/gzip.json.gz': [200, '\x1f\x8bnot gzip'],
  '/yaml.yaml': [200, 'a: [unclosed'],
  '/invalid.json': [200, '{"openapi": "3.0.3", "info": {}, "paths": 7}'],
};

/** Each position a credential can take in a URL, spelled plainly and percent-encoded. */
const spellings = (base: string, path: string) => [
  `${base.replace('//', `//user:${SECRET}@`)}${path}`,
  `${base.replace('//', `//${SECRET}@`)}${path}`,
  `${base}${path}?token=${SECRET}`,
  `${base}${path}?a=1&api_key=${encodeURIComponent(`${SECRET}/+`)}`,
  `${base}${path}#${SECRET}`,
];

let api: LoopbackServer;
beforeAll(async () => {
  api = await startLoopbackServer((request, response) => {
    const [status, body] = ANSWERS[new URL(request.url ?? '/', 'http://x').pathname] ?? [404, ''];
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(body);
  });
});
afterAll(() => api.close());

describe('a spec URL with credentials', () => {
  it('never reaches a load error, at any stage and in any position', async () => {
    let refused = 0;
    for (const path of [...Object.keys(ANSWERS), '/unreachable.json']) {
      const base = path === '/unreachable.json' ? 'http://127.0.0.1:9' : api.url;
      for (const source of spellings(base, path)) {
        const error = await loadSpec(source, { timeoutMs: 5_000 }).catch((caught: unknown) => caught);
        expect(error, source).toBeInstanceOf(InputError);
        const message = (error as InputError).message;
        for (const form of [SECRET, encodeURIComponent(SECRET)]) expect(message, source).not.toContain(form);
        expect(message, source).toContain(path.replace(/^\//, ''));
        refused++;
      }
    }
    expect(refused).toBe(30);
  });

  it('never reaches the line generate or drift prints', async () => {
    const cli = join(PROJECT_ROOT, 'generator/cli.ts');
    const tsx = join(PROJECT_ROOT, 'node_modules/.bin/tsx');
    const out = join(mkdtempSync(join(tmpdir(), 'read-secrets-')), 'out');
    for (const source of spellings(api.url, '/invalid.json')) {
      for (const args of [['generate', '--spec', source, '--out', out], ['drift', source, join(PROJECT_ROOT, 'spec/openapiV3.json')]]) {
        const failure = (await run(tsx, [cli, ...args], { cwd: PROJECT_ROOT }).catch((caught: unknown) => caught)) as { code: number; stderr: string };
        expect(failure.code, args.join(' ')).toBe(2);
        expect(failure.stderr.trim().split('\n')).toHaveLength(1);
        expect(failure.stderr).toContain('invalid.json');
        expect(failure.stderr).not.toContain(SECRET);
      }
    }
  }, 120_000);
});
