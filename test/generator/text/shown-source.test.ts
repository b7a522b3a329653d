import { describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { fetchSpec } from '../../../generator/regen/fetch.ts';
import { displaySource, redactSource } from '../../../generator/text/shown-source.ts';
import { startLoopbackServer } from '../../support/loopback.ts';

const SECRETS = ['s3cret-pass', 'inc_live_key_0123456789', 'tok en/+='];

describe('displaySource', () => {
  it('drops user-info, query and fragment from a URL, and leaves a file path alone', () => {
    expect(displaySource('https://bot:s3cret-pass@api.example/v1/openapiV3.json?api_key=inc_live_key_0123456789#x')).toBe('https://api.example/v1/openapiV3.json?[redacted]');
    expect(displaySource('https://api.example/v1/openapiV3.json')).toBe('https://api.example/v1/openapiV3.json');
    expect(displaySource('spec/with?odd#name.json')).toBe('spec/with?odd#name.json');
  });
});

describe('redactSource', () => {
  it('leaves a message about a file as it is', () => {
    expect(redactSource('spec/next.json: not found', 'spec/next.json')).toBe('spec/next.json: not found');
    expect(redactSource('bot@host/spec.json: not found', 'bot@host/spec.json')).toBe('bot@host/spec.json: not found');
  });

  it('reads a source that starts like a URL but has no host by its text: user-info, query and fragment go, wherever the parser lost them', () => {
    const cases: Array<[given: string, shown: string, secrets: string[]]> = [
      // The `//` forgotten: the parser reads `bot` as the scheme and `pw1@host/…` as a path.
      ['bot:pw1@files.example/v1/openapiV3.json', '[redacted]@files.example/v1/openapiV3.json', ['bot', 'pw1']],
      ['bot:p@ss1@files.example:8080/v1/openapiV3.json?k=secret-value#frag-secret', '[redacted]@files.example:8080/v1/openapiV3.json?[redacted]', ['bot', 'p@ss1', 'secret-value', 'frag-secret']],
      // A `/` in the password, not percent-encoded: no URL at all.
      ['http://bot:pw/1@files.example/v1/openapiV3.json', 'http://[redacted]@files.example/v1/openapiV3.json', ['bot', 'pw/1']],
      ['http://[::1/x?k=secret-value', 'http://[::1/x?[redacted]', ['secret-value']],
      ['http://[::1/x#frag-secret', 'http://[::1/x', ['frag-secret']],
      [' \tbot:pw\t1@files.example/v1/openapiV3.json\n', '[redacted]@files.example/v1/openapiV3.json', ['bot', 'pw1']],
      // Around it, every space and control goes, as the parser drops them; inside, only tabs and line breaks.
      ['\u0000 bot:p w1@files.example/v1/openapiV3.json \u0001 ', '[redacted]@files.example/v1/openapiV3.json', ['bot', 'p w1']],
      // Schemes of any case, with digits; a `?` inside the query and a `#` inside the fragment are theirs.
      ['h2c://bot:pw/1@files.example/openapiV3.json', 'h2c://[redacted]@files.example/openapiV3.json', ['bot', 'pw/1']],
      ['HTTP://bot:pw/1@files.example/openapiV3.json', 'HTTP://[redacted]@files.example/openapiV3.json', ['bot', 'pw/1']],
      ['http://[::1/x?k=sec?ret-value#frag#secret', 'http://[::1/x?[redacted]', ['sec?ret-value', 'frag#secret']],
      // A URL later in the path is not where the user-info ends.
      ['bot:pw1@files.example/v1/https://mirror.example/openapiV3.json', '[redacted]@files.example/v1/https://mirror.example/openapiV3.json', ['bot', 'pw1']],
    ];
    for (const [given, shown, secrets] of cases) {
      expect(displaySource(given), given).toBe(shown);
      const message = `${given}: no such file (${secrets.join(', ')}; ${secrets.map(encodeURIComponent).join(', ')})`;
      const redacted = redactSource(message, given);
      expect(redacted, given).toMatch(new RegExp(`^${shown.replace(/[[\]?.*+()]/g, '\\$&')}: no such file`));
      for (const secret of secrets) expect(redacted, `${given}: ${secret}`).not.toContain(secret);
    }
  });

  it('shows the URL as given or as normalised the same way, and removes short secrets but not the digits of a message', () => {
    const given = 'HTTPS://Bot:pw1@API.Example/v1/openapiV3.json?v=2#frag-secret';
    const message = `${given} and ${new URL(given).href}: download failed: HTTP 502 after 2 attempts (pw1, Bot, frag-secret)`;
    expect(redactSource(message, given)).toBe(
      'https://api.example/v1/openapiV3.json?[redacted] and https://api.example/v1/openapiV3.json?[redacted]: download failed: HTTP 502 after 2 attempts ([redacted], [redacted], [redacted])',
    );
  });

  it('redacts a secret that is not valid percent-encoding as written, and only the secret', () => {
    const given = 'https://bot:p%zzword@api.example/v1/openapiV3.json';
    expect(redactSource('refused p%zzword (reason: undefined)', given)).toBe('refused [redacted] (reason: undefined)');
  });

  it('redacts a password in the form the URL encodes it and in the form a message decodes it to', () => {
    const given = `https://bot:${encodeURIComponent('pa ss@wd')}@api.example/v1/openapiV3.json`;
    expect(redactSource('login pa ss@wd refused; sent pa%20ss%40wd', given)).toBe('login [redacted] refused; sent [redacted]');
  });

  it('treats any scheme:// source as a URL: a base URL regen cannot fetch still loses its credentials in the refusal', async () => {
    const given = 'ftp://bot:pw1@files.example/v1/openapiV3.json?k=secret-value';
    expect(displaySource(given)).toBe('ftp://files.example/v1/openapiV3.json?[redacted]');
    const error = await fetchSpec(given, { timeoutMs: 2_000, retries: 0, retryDelayMs: 1 }).then(
      () => undefined,
      (failure: unknown) => failure as InputError,
    );
    expect(error).toBeInstanceOf(InputError);
    expect(`${error!.message} ${error!.where} ${error!.what}`).not.toMatch(/pw1|secret-value/);
    expect(error!.where).toBe('ftp://files.example/v1/openapiV3.json?[redacted]');
  });

  it('takes every scheme RFC 3986 allows, digits, `+`, `.` and `-` after its first letter: none leaves credentials shown', () => {
    for (const scheme of ['h2c', 'svn+ssh', 'coap.tcp', 'web-dav', 'x9']) {
      expect(displaySource(`${scheme}://bot:pw1@files.example/openapiV3.json`)).toBe(`${scheme}://files.example/openapiV3.json`);
    }
  });

  it('judges a source as the URL parser reads it: spaces or controls around it, or a tab or newline inside, do not hide its credentials', () => {
    for (const given of [' ftp://bot:pw1@files.example/openapiV3.json', '\tftp://bot:pw1@files.example/openapiV3.json\n', 'ft\np://bot:pw1@files.example/openapiV3.json', '\u0000ftp://bot:pw1@files.example/openapiV3.json']) {
      expect(displaySource(given)).toBe('ftp://files.example/openapiV3.json');
      expect(redactSource(`cannot fetch ${given}`, given)).not.toContain('pw1');
    }
  });

  it('takes a base URL without `//` as the URL parser does (`localhost:8080`: scheme `localhost`): its query and fragment are not shown', async () => {
    const given = `localhost:8080/?api_key=${SECRETS[1]}/v1/openapiV3.json`;
    expect(displaySource(given)).toBe('localhost:8080/?[redacted]');
    expect(displaySource(`localhost:8080/v1/openapiV3.json#${SECRETS[1]}`)).toBe('localhost:8080/v1/openapiV3.json');
    // Not http(s), so read as a file, which is not there: the refusal names the source redacted.
    const error = await fetchSpec(given, { timeoutMs: 2_000, retries: 0, retryDelayMs: 1 }).then(
      () => undefined,
      (failure: unknown) => failure as InputError,
    );
    expect(error).toBeInstanceOf(InputError);
    expect(error!.message).toBe('localhost:8080/?[redacted]: no such file');
  });

  it('shows a file path, absolute as regen makes it, as given, whatever `:`, `?` or `#` its names hold', () => {
    for (const path of ['/work/specs/v1:draft.json', '/work/specs/next?.json', '/work/specs/a#b.json', ' /work/specs/x.json', '/work/specs/v1:draft?@#.json']) {
      expect(displaySource(path)).toBe(path);
      expect(redactSource(`${path}: no such file`, path)).toBe(`${path}: no such file`);
    }
  });

  const source = `https://bot:${encodeURIComponent(SECRETS[0]!)}@api.example/v1/openapiV3.json?api_key=${SECRETS[1]}&t=${encodeURIComponent(SECRETS[2]!)}`;

  it('removes every credential from a message, raw, percent-encoded or decoded', () => {
    const message = [source, new URL(source).href, ...SECRETS, ...SECRETS.map(encodeURIComponent)].join(' | ');
    const redacted = redactSource(message, source);
    for (const secret of SECRETS) {
      expect(redacted).not.toContain(secret);
      expect(redacted).not.toContain(encodeURIComponent(secret));
    }
    expect(redacted).toContain('https://api.example/v1/openapiV3.json?[redacted]');
  });

  it('keeps credentials out of the bad-input line regen prints for a failed download', async () => {
    const server = await startLoopbackServer((_request, response) => response.writeHead(404).end());
    try {
      const url = `${server.url.replace('//', `//bot:${encodeURIComponent(SECRETS[0]!)}@`)}/v1/openapiV3.json?api_key=${SECRETS[1]}`;
      const error = await fetchSpec(url, { timeoutMs: 2_000, retries: 0, retryDelayMs: 1 }).then(
        () => undefined,
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(InputError);
      const text = JSON.stringify({ message: (error as InputError).message, where: (error as InputError).where, what: (error as InputError).what });
      for (const secret of SECRETS.slice(0, 2)) expect(text).not.toContain(secret);
      expect((error as InputError).message).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\/openapiV3\.json\?\[redacted\]: download failed/);
    } finally {
      await server.close();
    }
  });
});
