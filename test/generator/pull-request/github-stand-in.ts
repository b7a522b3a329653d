/**
 * A loopback stand-in of the GitHub REST API's issue-comment endpoints (and GET /user), on a real
 * node:http server. Every request it receives and every response it gives is checked against
 * api.github.com's published description (github-contract.ts); the problems are collected for the
 * tests to require none. It pages as GitHub does (per_page, page, a Link header), answers 403 to
 * writes when told to (a fork's read-only token), and asks for patience once when told to (a
 * secondary rate limit with retry-after).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { startLoopbackServer } from '../../support/loopback.ts';
import { requestProblems, responseProblems } from './github-contract.ts';

export interface StoredComment {
  id: number;
  body: string;
  login: string;
  type: 'User' | 'Bot';
}

export interface RecordedRequest {
  method: string;
  url: URL;
  body: unknown;
  authorization: string | undefined;
}

export interface StandInBehaviour {
  /** Writes (POST, PATCH, DELETE) answered 403 with this message (GitHub's own words for a read-only token). */
  refuseWrites?: string;
  /** The next N writes answered 403 with `retry-after: <seconds>`: a secondary rate limit. */
  rateLimitWrites?: { count: number; retryAfterSeconds: number };
  /** GET /user answered 403, as it is for an installation token (GITHUB_TOKEN); else the bot user. */
  userForbidden?: boolean;
}

export interface GitHubStandIn {
  url: string;
  comments: StoredComment[];
  requests: RecordedRequest[];
  problems: string[];
  behaviour: StandInBehaviour;
  close(): Promise<void>;
}

export const BOT_LOGIN = 'github-actions[bot]';

/** `checkContract: false` skips the description's checks (a benchmark's stand-in, whose time is not the action's). */
export async function startGitHubStandIn(options: { token: string; repository: string; issue: number; comments?: StoredComment[]; checkContract?: boolean }): Promise<GitHubStandIn> {
  const check = options.checkContract ?? true;
  const state = { comments: [...(options.comments ?? [])], requests: [] as RecordedRequest[], problems: [] as string[], behaviour: {} as StandInBehaviour };
  let nextId = Math.max(1000, ...state.comments.map((comment) => comment.id)) + 1;
  const server = await startLoopbackServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      state.problems.push(`stand-in failed: ${String(error)}`);
      response.destroy();
    });
  });
  const origin = server.url;
  const commentsPath = `/repos/${options.repository}/issues/${options.issue}/comments`;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', origin);
    const text = await readBody(request);
    let body: unknown;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        state.problems.push(`${request.method} ${url.pathname}: the body is not JSON`);
      }
    }
    const method = request.method ?? 'GET';
    state.requests.push({ method, url, body, authorization: request.headers.authorization });
    if (check) state.problems.push(...requestProblems(method, url, body));
    if (request.headers.authorization !== `Bearer ${options.token}`) state.problems.push(`${method} ${url.pathname}: no or another token`);
    if (typeof (body as { body?: unknown } | undefined)?.body === 'string' && (body as { body: string }).body.length > 65_536) state.problems.push(`${method} ${url.pathname}: a comment body past GitHub's 65,536 characters`);

    const send = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
      if (check) state.problems.push(...responseProblems(method, url, status, payload));
      response.writeHead(status, { ...(payload === undefined ? {} : { 'content-type': 'application/json; charset=utf-8' }), ...headers });
      response.end(payload === undefined ? undefined : JSON.stringify(payload));
    };
    const isWrite = method !== 'GET';
    if (isWrite && state.behaviour.rateLimitWrites && state.behaviour.rateLimitWrites.count > 0) {
      state.behaviour.rateLimitWrites.count--;
      return send(403, basicError('You have exceeded a secondary rate limit. Please wait a few minutes before you try again.'), { 'retry-after': String(state.behaviour.rateLimitWrites.retryAfterSeconds) });
    }
    if (isWrite && state.behaviour.refuseWrites !== undefined) return send(403, basicError(state.behaviour.refuseWrites));

    if (url.pathname === '/user' && method === 'GET') {
      return state.behaviour.userForbidden ? send(403, basicError('Resource not accessible by integration')) : send(200, publicUser(BOT_LOGIN, 'Bot', origin));
    }
    if (url.pathname === commentsPath && method === 'GET') {
      const perPage = Number(url.searchParams.get('per_page') ?? 30);
      const page = Number(url.searchParams.get('page') ?? 1);
      const sorted = [...state.comments].sort((a, b) => a.id - b.id);
      const last = Math.max(1, Math.ceil(sorted.length / perPage));
      const links: Record<string, string> = page < last ? { link: `<${origin}${commentsPath}?per_page=${perPage}&page=${page + 1}>; rel="next", <${origin}${commentsPath}?per_page=${perPage}&page=${last}>; rel="last"` } : {};
      return send(
        200,
        sorted.slice((page - 1) * perPage, page * perPage).map((comment) => commentJson(comment, origin, options)),
        links,
      );
    }
    if (url.pathname === commentsPath && method === 'POST') {
      const comment: StoredComment = { id: nextId++, body: (body as { body: string }).body, login: BOT_LOGIN, type: 'Bot' };
      state.comments.push(comment);
      return send(201, commentJson(comment, origin, options), { location: `${origin}/repos/${options.repository}/issues/comments/${comment.id}` });
    }
    const single = new RegExp(`^/repos/${options.repository}/issues/comments/(\\d+)$`).exec(url.pathname);
    const found = single ? state.comments.find((comment) => comment.id === Number(single[1])) : undefined;
    if (single && method === 'PATCH') {
      if (!found) return send(422, { message: 'Validation Failed', documentation_url: 'https://docs.github.com/rest', errors: [] });
      if (found.login !== BOT_LOGIN) state.problems.push(`PATCH of comment ${found.id} written by ${found.login}: not the action's`);
      found.body = (body as { body: string }).body;
      return send(200, commentJson(found, origin, options));
    }
    if (single && method === 'DELETE') {
      if (found?.login !== BOT_LOGIN) state.problems.push(`DELETE of comment ${single[1]}: not the action's`);
      state.comments = state.comments.filter((comment) => comment.id !== Number(single[1]));
      return send(204);
    }
    state.problems.push(`${method} ${url.pathname}: the stand-in does not serve it`);
    return send(404, basicError('Not Found'));
  }

  return {
    url: origin,
    get comments() {
      return state.comments;
    },
    requests: state.requests,
    problems: state.problems,
    behaviour: state.behaviour,
    close: server.close,
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const basicError = (message: string) => ({ message, documentation_url: 'https://docs.github.com/rest' });

function simpleUser(login: string, type: string, origin: string) {
  const base = `${origin}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id: login.length * 1000 + 7,
    node_id: `U_${login.length}`,
    avatar_url: `${origin}/avatars/${encodeURIComponent(login)}`,
    gravatar_id: '',
    url: base,
    html_url: `${origin}/${encodeURIComponent(login)}`,
    followers_url: `${base}/followers`,
    following_url: `${base}/following{/other_user}`,
    gists_url: `${base}/gists{/gist_id}`,
    starred_url: `${base}/starred{/owner}{/repo}`,
    subscriptions_url: `${base}/subscriptions`,
    organizations_url: `${base}/orgs`,
    repos_url: `${base}/repos`,
    events_url: `${base}/events{/privacy}`,
    received_events_url: `${base}/received_events`,
    type,
    site_admin: false,
  };
}

/** GET /user's answer for a token whose user is public: the simple user and its profile. */
function publicUser(login: string, type: string, origin: string) {
  const profile = { name: null, company: null, blog: null, location: null, email: null, hireable: null, bio: null, public_repos: 0, public_gists: 0, followers: 0, following: 0 };
  return { ...simpleUser(login, type, origin), ...profile, created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' };
}

function commentJson(comment: StoredComment, origin: string, options: { repository: string; issue: number }) {
  return {
    id: comment.id,
    node_id: `IC_${comment.id}`,
    url: `${origin}/repos/${options.repository}/issues/comments/${comment.id}`,
    html_url: `${origin}/${options.repository}/pull/${options.issue}#issuecomment-${comment.id}`,
    body: comment.body,
    user: simpleUser(comment.login, comment.type, origin),
    created_at: '2026-11-28T10:00:00Z',
    updated_at: '2026-11-28T10:00:00Z',
    issue_url: `${origin}/repos/${options.repository}/issues/${options.issue}`,
    author_association: comment.type === 'Bot' ? 'NONE' : 'CONTRIBUTOR',
  };
}
