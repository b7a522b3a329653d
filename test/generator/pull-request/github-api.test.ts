/**
 * The REST client against the loopback stand-in (every request and response checked against
 * api.github.com's description), and against hostile servers that put the token in every place a
 * response can carry text: the token must stay in the Authorization header, sent to the API's own
 * origin only, and out of every message.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubApi, GitHubApiError, nextPage, rateLimitWait } from '../../../generator/pull-request/github-api.ts';
import { startLoopbackServer, type LoopbackServer } from '../../support/loopback.ts';
import { BOT_LOGIN, startGitHubStandIn, type GitHubStandIn, type StoredComment } from './github-stand-in.ts';

const TOKEN = 'ghs_Tok3nThatMustNeverShow0123456789';
const REPOSITORY = 'octo-org/spec-repo';
const ISSUE = 7;

const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const server of open.splice(0)) await server.close();
});

async function standIn(comments: StoredComment[] = []): Promise<GitHubStandIn> {
  const server = await startGitHubStandIn({ token: TOKEN, repository: REPOSITORY, issue: ISSUE, comments });
  open.push(server);
  return server;
}

const others = (count: number, firstId = 1): StoredComment[] => Array.from({ length: count }, (_, index) => ({ id: firstId + index, body: `comment ${index}`, login: `person${index % 7}`, type: 'User' }));

describe('against the stand-in (checked by the published description)', () => {
  it('lists every page of an issue with 250 comments: 100 per page, three requests', async () => {
    const server = await standIn(others(250));
    const api = createGitHubApi({ apiUrl: server.url, token: TOKEN, repository: REPOSITORY });
    const comments = await api.listIssueComments(ISSUE);
    expect(comments.map((comment) => comment.id)).toEqual(others(250).map((comment) => comment.id));
    expect(server.requests.map((request) => request.url.searchParams.get('page') ?? '1')).toEqual(['1', '2', '3']);
    expect(server.problems).toEqual([]);
  });

  it('creates, updates and deletes a comment, every call as the description allows', async () => {
    const server = await standIn();
    const api = createGitHubApi({ apiUrl: server.url, token: TOKEN, repository: REPOSITORY });
    const created = await api.createIssueComment(ISSUE, 'first');
    expect(created.user).toEqual({ login: BOT_LOGIN, type: 'Bot' });
    const updated = await api.updateIssueComment(created.id, 'second');
    expect(updated.body).toBe('second');
    await api.deleteIssueComment(created.id);
    expect(server.comments).toEqual([]);
    expect(server.requests.map((request) => request.method)).toEqual(['POST', 'PATCH', 'DELETE']);
    expect(server.problems).toEqual([]);
  });

  it("names the token's user when it may, and undefined when GET /user is refused (an installation token)", async () => {
    const server = await standIn();
    const api = createGitHubApi({ apiUrl: server.url, token: TOKEN, repository: REPOSITORY });
    expect(await api.authenticatedUser()).toEqual({ login: BOT_LOGIN, type: 'Bot' });
    server.behaviour.userForbidden = true;
    expect(await api.authenticatedUser()).toBeUndefined();
    expect(server.problems).toEqual([]);
  });

  it('waits out a secondary rate limit (403 with retry-after) within the bound', async () => {
    const server = await standIn();
    server.behaviour.rateLimitWrites = { count: 1, retryAfterSeconds: 1 };
    const waits: number[] = [];
    const api = createGitHubApi({ apiUrl: server.url, token: TOKEN, repository: REPOSITORY, rateLimitWaitMs: 5_000, onWait: (ms) => waits.push(ms) });
    await api.createIssueComment(ISSUE, 'after the wait');
    expect(waits).toEqual([1_000]);
    expect(api.waitedMs).toBe(1_000);
    expect(server.comments.map((comment) => comment.body)).toEqual(['after the wait']);
    expect(server.problems).toEqual([]);
  });

  it('fails at once, without waiting, when the wait asked for passes the bound', async () => {
    const server = await standIn();
    server.behaviour.rateLimitWrites = { count: 1, retryAfterSeconds: 600 };
    const api = createGitHubApi({ apiUrl: server.url, token: TOKEN, repository: REPOSITORY, rateLimitWaitMs: 1_000 });
    const started = performance.now();
    await expect(api.createIssueComment(ISSUE, 'never')).rejects.toThrow(/rate limited; waiting 600 s more would pass the 1 s bound/);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('a permission 403 (no retry-after) is a GitHubApiError with status 403, not a wait', async () => {
    const server = await standIn();
    server.behaviour.refuseWrites = 'Resource not accessible by integration';
    const api = createGitHubApi({ apiUrl: server.url, token: TOKEN, repository: REPOSITORY });
    const error = await api.createIssueComment(ISSUE, 'x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GitHubApiError);
    expect((error as GitHubApiError).status).toBe(403);
    expect((error as Error).message).toContain('Resource not accessible by integration');
  });
});

/** A server that answers every request with `answer`, recording what reached it. */
async function hostile(answer: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse, origin: string) => void): Promise<LoopbackServer & { hits: string[] }> {
  const hits: string[] = [];
  let origin = '';
  const server = await startLoopbackServer((request, response) => {
    hits.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`);
    answer(request, response, origin);
  });
  origin = server.url;
  open.push(server);
  return Object.assign(server, { hits });
}

describe('the token stays in the Authorization header to the API origin, and out of every message', () => {
  const attacks: Array<[string, (response: import('node:http').ServerResponse, foreign: string, origin: string) => void]> = [
    ['an error body quoting it', (response) => response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `bad credentials ${TOKEN}` }))],
    ['a status text quoting it', (response) => response.writeHead(500, `Bad ${TOKEN}`).end()],
    ['a non-JSON error body quoting it', (response) => response.writeHead(502, { 'content-type': 'text/html' }).end(`<html>${TOKEN}</html>`)],
    ['a message quoting it base64-encoded', (response) => response.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `token ${Buffer.from(TOKEN).toString('base64')}` }))],
    ['a redirect to another origin', (response, foreign) => response.writeHead(307, { location: `${foreign}/steal?t=${TOKEN}` }).end()],
    ['a Link to another origin', (response, foreign) => response.writeHead(200, { 'content-type': 'application/json', link: `<${foreign}/page2?t=${TOKEN}>; rel="next"` }).end('[]')],
    ['a rate limit that never ends', (response) => response.writeHead(429, { 'retry-after': '9999', 'x-note': TOKEN }).end()],
  ];

  it.each(attacks)('%s', async (_attack, answer) => {
    const foreign = await hostile((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('[]'));
    const server = await hostile((_request, response, origin) => answer(response, foreign.url, origin));
    const api = createGitHubApi({ apiUrl: server.url, token: TOKEN, repository: REPOSITORY, rateLimitWaitMs: 10 });
    const error = await api.listIssueComments(ISSUE).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(GitHubApiError);
    const shown = `${(error as Error).message}\n${(error as Error).stack}`;
    expect(shown).not.toContain(TOKEN);
    expect(shown).not.toContain(Buffer.from(TOKEN).toString('base64').slice(4, 24));
    expect(foreign.hits).toEqual([]);
    expect(server.hits.every((hit) => hit.endsWith(`Bearer ${TOKEN}`))).toBe(true);
    // The token travels in the header only: never in a URL the client asked for.
    expect(server.hits.every((hit) => !hit.split(' ')[1]!.includes(TOKEN))).toBe(true);
  });

  it('follows a redirect and a Link within the API origin', async () => {
    const server = await hostile((request, response, origin) => {
      if (request.url!.startsWith('/moved')) return response.writeHead(200, { 'content-type': 'application/json', link: `<${origin}/second>; rel="next"` }).end('[{"id":1,"body":"a"}]');
      if (request.url === '/second') return response.writeHead(200, { 'content-type': 'application/json' }).end('[{"id":2,"body":"b"}]');
      return response.writeHead(301, { location: '/moved' }).end();
    });
    const api = createGitHubApi({ apiUrl: server.url, token: TOKEN, repository: REPOSITORY });
    expect((await api.listIssueComments(ISSUE)).map((comment) => comment.id)).toEqual([1, 2]);
  });
});

describe('headers', () => {
  const base = new URL('https://api.github.com/');
  it.each([
    ['<https://api.github.com/x?page=2>; rel="next", <https://api.github.com/x?page=5>; rel="last"', 'https://api.github.com/x?page=2'],
    ['<https://api.github.com/x?page=5>; rel="last", <https://api.github.com/x?page=2>; rel="next"', 'https://api.github.com/x?page=2'],
    ['<https://api.github.com/x?page=1>; rel="prev"', undefined],
    ['<https://api.github.com/x?page=3>; rel="prev next"', 'https://api.github.com/x?page=3'],
    ['<https://api.github.com/x?page=3>; rel="nextish"', undefined],
  ])('Link %s', (link, expected) => {
    expect(nextPage(link, base)?.href).toBe(expected);
  });

  it.each([
    [403, { 'retry-after': '3' }, 3_000],
    [429, { 'retry-after': '0' }, 0],
    [403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1010' }, 11_000],
    [403, { 'x-ratelimit-remaining': '5' }, undefined],
    [403, {}, undefined],
    [429, {}, 60_000],
    [500, { 'retry-after': '3' }, undefined],
  ])('status %i with %j waits %s ms', (status, headers, expected) => {
    expect(rateLimitWait(new Response(null, { status, headers }), 1_000_000)).toBe(expected);
  });
});
