/**
 * The GitHub REST calls the action makes, on node's fetch: an issue's comments over every page,
 * create, update and delete one, and the token's own user. The token goes in the Authorization
 * header and nowhere else: requests go only to the API's origin (a Link or redirect elsewhere is
 * refused, not followed), and every message made from a response is redacted of it first.
 * A secondary rate limit (403/429 with retry-after, or x-ratelimit-remaining 0) is waited out, within
 * a bound on the total wait; past it the call fails like any other.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { DEFAULTS } from '../context.ts';
import { createRedactor, type Redactor } from '../runtime/redaction/redact.ts';

export interface GitHubApiOptions {
  apiUrl: string;
  token: string;
  /** `owner/repo`. */
  repository: string;
  timeoutMs?: number;
  /** The most the calls of this client wait, in all, for rate limits to pass. */
  rateLimitWaitMs?: number;
  /** Told each wait before it starts (the command logs it). */
  onWait?: (waitMs: number, why: string) => void;
}

export interface IssueComment {
  id: number;
  body: string;
  /** The author's login and type (`Bot`, `User`) when the API names them. */
  user: { login: string; type: string } | null;
  html_url: string;
}

export interface AuthenticatedUser {
  login: string;
  type: string;
}

/** A call that failed: the status (0 when no response came) and a message safe to show. */
export class GitHubApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'GitHubApiError';
  }
}

const MAX_PAGES = 100;
const MAX_REDIRECTS = 3;

export interface GitHubApi {
  listIssueComments(issue: number): Promise<IssueComment[]>;
  createIssueComment(issue: number, body: string): Promise<IssueComment>;
  updateIssueComment(id: number, body: string): Promise<IssueComment>;
  deleteIssueComment(id: number): Promise<void>;
  /** The token's user, or undefined when the token may not ask (an installation token: 403). */
  authenticatedUser(): Promise<AuthenticatedUser | undefined>;
  /** How long this client has waited on rate limits so far. */
  readonly waitedMs: number;
}

export function createGitHubApi(options: GitHubApiOptions): GitHubApi {
  const base = new URL(options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`);
  const redactor = createRedactor([options.token]);
  const timeoutMs = options.timeoutMs ?? DEFAULTS.specDiff.apiTimeoutMs;
  const waitBound = options.rateLimitWaitMs ?? DEFAULTS.specDiff.rateLimitWaitMs;
  let waitedMs = 0;
  const [owner, repo] = options.repository.split('/').map(encodeURIComponent) as [string, string];
  const repoPath = `repos/${owner}/${repo}`;

  async function call(method: string, target: string | URL, body?: unknown): Promise<Response> {
    let url = typeof target === 'string' ? new URL(target, base) : target;
    for (let redirects = 0; ; ) {
      assertSameOrigin(url, base, redactor);
      const response = await send(method, url, body);
      if (response.status >= 300 && response.status < 400 && response.headers.has('location')) {
        await response.body?.cancel();
        if (++redirects > MAX_REDIRECTS) throw new GitHubApiError(response.status, `${method} ${describe(url)}: too many redirects`);
        url = new URL(response.headers.get('location')!, url);
        continue;
      }
      const wait = rateLimitWait(response);
      if (wait !== undefined) {
        await response.body?.cancel();
        if (waitedMs + wait > waitBound) throw new GitHubApiError(response.status, `${method} ${describe(url)}: rate limited; waiting ${Math.ceil(wait / 1000)} s more would pass the ${Math.ceil(waitBound / 1000)} s bound`);
        options.onWait?.(wait, `${method} ${describe(url)}: rate limited (${response.status})`);
        waitedMs += wait;
        await sleep(wait);
        continue;
      }
      if (!response.ok) throw new GitHubApiError(response.status, `${method} ${describe(url)}: ${response.status} ${await errorText(response, redactor)}`);
      return response;
    }
  }

  async function send(method: string, url: URL, body: unknown): Promise<Response> {
    try {
      return await fetch(url, {
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          accept: 'application/vnd.github+json',
          authorization: `Bearer ${options.token}`,
          'x-github-api-version': '2022-11-28',
          'user-agent': 'incident-gen-spec-diff',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name;
      throw new GitHubApiError(0, `${method} ${describe(url)}: no response (${redactor.text(String(cause))})`);
    }
  }

  const json = async <T>(response: Response, what: string): Promise<T> => {
    try {
      return (await response.json()) as T;
    } catch {
      throw new GitHubApiError(response.status, `${what}: the response is not JSON`);
    }
  };

  return {
    get waitedMs() {
      return waitedMs;
    },
    async listIssueComments(issue) {
      const comments: IssueComment[] = [];
      let next: URL | undefined = new URL(`${repoPath}/issues/${issue}/comments?per_page=100`, base);
      for (let page = 0; next !== undefined; page++) {
        if (page === MAX_PAGES) throw new GitHubApiError(0, `issue ${issue}'s comments: more than ${MAX_PAGES} pages`);
        const response = await call('GET', next);
        const batch = await json<unknown>(response, `issue ${issue}'s comments`);
        if (!Array.isArray(batch)) throw new GitHubApiError(response.status, `issue ${issue}'s comments: the response is not a list`);
        comments.push(...batch.map(commentOf));
        next = nextPage(response.headers.get('link'), base);
      }
      return comments;
    },
    async createIssueComment(issue, body) {
      return commentOf(await json(await call('POST', `${repoPath}/issues/${issue}/comments`, { body }), 'the new comment'));
    },
    async updateIssueComment(id, body) {
      return commentOf(await json(await call('PATCH', `${repoPath}/issues/comments/${id}`, { body }), `comment ${id}`));
    },
    async deleteIssueComment(id) {
      await (await call('DELETE', `${repoPath}/issues/comments/${id}`)).body?.cancel();
    },
    async authenticatedUser() {
      try {
        const user = await json<{ login?: unknown; type?: unknown }>(await call('GET', 'user'), 'the token user');
        return typeof user.login === 'string' ? { login: user.login, type: typeof user.type === 'string' ? user.type : '' } : undefined;
      } catch (error) {
        // An installation token (GITHUB_TOKEN) may not read /user: its comments are a bot's.
        if (error instanceof GitHubApiError && (error.status === 403 || error.status === 401)) return undefined;
        throw error;
      }
    },
  };
}

/** The path of a URL without its query, which is all a message names of a request. */
const describe = (url: URL) => url.pathname;

function assertSameOrigin(url: URL, base: URL, redactor: Redactor): void {
  if (url.origin !== base.origin) throw new GitHubApiError(0, `refused to send the token to ${redactor.text(url.origin)}: not the API's origin`);
}

/** The `rel="next"` URL of a Link header (RFC 8288), resolved against the API. */
export function nextPage(link: string | null, base: URL): URL | undefined {
  if (link === null) return undefined;
  for (const part of link.split(',')) {
    const match = /^\s*<([^>]*)>\s*;(.*)$/.exec(part);
    if (match && /(?:^|;)\s*rel\s*=\s*"?(?:[^";]*\s)?next(?:\s[^";]*)?"?\s*(?:;|$)/i.test(match[2]!)) return new URL(match[1]!, base);
  }
  return undefined;
}

/**
 * How long a response asks to be waited for, or undefined when it is no rate limit: 429, or 403
 * with retry-after or an exhausted quota (a 403 without them is a permission refusal).
 */
export function rateLimitWait(response: Response, now = Date.now()): number | undefined {
  if (response.status !== 403 && response.status !== 429) return undefined;
  const retryAfter = response.headers.get('retry-after');
  if (retryAfter !== null && /^\d+$/.test(retryAfter.trim())) return Number(retryAfter.trim()) * 1000;
  if (response.headers.get('x-ratelimit-remaining') === '0') {
    const reset = Number(response.headers.get('x-ratelimit-reset'));
    if (Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - now) + 1000;
  }
  // A 429 that says nothing: a minute, GitHub's advice for secondary limits.
  return response.status === 429 ? 60_000 : undefined;
}

async function errorText(response: Response, redactor: Redactor): Promise<string> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return response.statusText;
  }
  let message: unknown;
  try {
    message = (JSON.parse(text) as { message?: unknown }).message;
  } catch {
    message = undefined;
  }
  // Only the API's own one-line message, bounded: a body is the server's text, not ours to print.
  const shown = typeof message === 'string' ? message : response.statusText;
  return redactor.text(shown.replace(/\s+/g, ' ').slice(0, 200));
}

function commentOf(value: unknown): IssueComment {
  const item = (value ?? {}) as Record<string, unknown>;
  const user = item.user as Record<string, unknown> | null | undefined;
  if (typeof item.id !== 'number') throw new GitHubApiError(0, 'a comment without an id');
  return {
    id: item.id,
    body: typeof item.body === 'string' ? item.body : '',
    user: user && typeof user.login === 'string' ? { login: user.login, type: typeof user.type === 'string' ? user.type : '' } : null,
    html_url: typeof item.html_url === 'string' ? item.html_url : '',
  };
}
