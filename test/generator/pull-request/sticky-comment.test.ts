/**
 * The sticky comment against the stand-in (checked by GitHub's published description): ours is
 * the one that starts with the marker and is written by the token's user (or a bot when the token
 * may not say who it is); created only with something to say; never a second one.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createGitHubApi } from '../../../generator/pull-request/github-api.ts';
import { isOurs, upsertStickyComment } from '../../../generator/pull-request/sticky-comment.ts';
import { BOT_LOGIN, startGitHubStandIn, type GitHubStandIn, type StoredComment } from './github-stand-in.ts';

const TOKEN = 'ghs_StickyTokenValue0123456789';
const MARKER = '<!-- test-marker -->';
const servers: GitHubStandIn[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    expect(server.problems).toEqual([]);
    await server.close();
  }
});

async function sticky(comments: StoredComment[], userForbidden = false) {
  const server = await startGitHubStandIn({ token: TOKEN, repository: 'o/r', issue: 3, comments });
  server.behaviour.userForbidden = userForbidden;
  servers.push(server);
  const api = createGitHubApi({ apiUrl: server.url, token: TOKEN, repository: 'o/r' });
  return { server, upsert: (report: string | undefined) => upsertStickyComment(api, { issue: 3, marker: MARKER, report, clean: `${MARKER}\nclean` }) };
}

const bot = (id: number, body: string): StoredComment => ({ id, body, login: BOT_LOGIN, type: 'Bot' });
const person = (id: number, body: string): StoredComment => ({ id, body, login: 'someone', type: 'User' });

describe('isOurs', () => {
  const user = (login: string, type: string) => ({ id: 1, body: `${MARKER} x`, user: { login, type }, html_url: '' });
  it.each([
    ['the token user, marker first', user(BOT_LOGIN, 'Bot'), { login: BOT_LOGIN, type: 'Bot' }, true],
    ['another user, marker first', user('someone', 'User'), { login: BOT_LOGIN, type: 'Bot' }, false],
    ['another bot when the token user is known', user('other[bot]', 'Bot'), { login: BOT_LOGIN, type: 'Bot' }, false],
    ['a bot when the token user is unknown', user(BOT_LOGIN, 'Bot'), undefined, true],
    ['a person when the token user is unknown', user('someone', 'User'), undefined, false],
    ['a personal token user (a PAT)', user('me', 'User'), { login: 'me', type: 'User' }, true],
  ])('%s: %s', (_case, comment, author, expected) => {
    expect(isOurs(comment, MARKER, author)).toBe(expected);
  });

  it('the marker elsewhere than the start is a quote, not ours', () => {
    expect(isOurs({ id: 1, body: `> ${MARKER}`, user: { login: BOT_LOGIN, type: 'Bot' }, html_url: '' }, MARKER, undefined)).toBe(false);
  });
});

describe('upsertStickyComment', () => {
  it('creates nothing when there is nothing to say and no comment yet', async () => {
    const { server, upsert } = await sticky([person(1, 'hello')]);
    expect((await upsert(undefined)).action).toBe('none');
    expect(server.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('edits ours in place, leaves it when the body is the same, edits it to the clean text', async () => {
    const { server, upsert } = await sticky([person(1, `${MARKER} quoted by a person`), bot(2, `${MARKER}\nold`)]);
    expect(await upsert(`${MARKER}\nnew`)).toMatchObject({ action: 'updated', id: 2 });
    expect(await upsert(`${MARKER}\nnew`)).toMatchObject({ action: 'unchanged', id: 2 });
    expect(await upsert(undefined)).toMatchObject({ action: 'updated', id: 2 });
    expect(server.comments.map((comment) => comment.body)).toEqual([`${MARKER} quoted by a person`, `${MARKER}\nclean`]);
  });

  it('deletes earlier duplicates of ours and keeps the oldest, with GET /user refused (an installation token)', async () => {
    const { server, upsert } = await sticky([bot(5, `${MARKER}\na`), bot(9, `${MARKER}\nb`), bot(12, `${MARKER}\nc`)], true);
    expect(await upsert(`${MARKER}\nd`)).toMatchObject({ action: 'updated', id: 5, duplicatesDeleted: 2 });
    expect(server.comments.map((comment) => comment.id)).toEqual([5]);
  });
});
