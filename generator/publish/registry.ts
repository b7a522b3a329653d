/**
 * The two questions publishing asks a registry before uploading anything, over its HTTP API:
 * does it accept this token (`GET /-/whoami`), and what does it hold for this package
 * (`GET /<name>`, the packument). Every failure is an InputError naming the registry (never the
 * token) and saying that nothing was published.
 */
import { InputError } from '../load/errors.ts';

/** `dist` of one published version, as the packument lists it. */
export interface PublishedDist {
  integrity?: string;
  shasum?: string;
  /** Where the registry serves the tarball. */
  tarball?: string;
}

/**
 * The registry's URL, checked: http or https, no credentials (they would end up in messages and
 * npm's config), no query or fragment; the path ends with `/` as npm's config keys expect.
 */
export function registryUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new InputError('--registry', 'not a URL (expected http://host[:port]/[path/])');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new InputError('--registry', `${url.protocol} is not http or https`);
  if (url.username || url.password) throw new InputError('--registry', 'holds credentials: give the token in NPM_TOKEN, never in the URL');
  if (url.search || url.hash) throw new InputError('--registry', 'must not have a query or a fragment');
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

export interface RegistryAccess {
  url: URL;
  token: string;
  timeoutMs: number;
}

/** The token must name a user: npm's registry answers 401, Verdaccio an empty object. */
export async function checkToken(access: RegistryAccess): Promise<string> {
  const response = await request(access, '-/whoami');
  const body = response.ok ? await jsonBody(response, access) : undefined;
  const username = (body as { username?: unknown } | undefined)?.username;
  if (typeof username !== 'string' || username === '') {
    throw new InputError(shown(access.url), `refused the token in NPM_TOKEN (HTTP ${response.status}${response.ok ? ', no user' : ''}): nothing published`);
  }
  return username;
}

/** The `dist` of `name@version` in the registry, or undefined when that version is not there. */
export async function publishedDist(access: RegistryAccess, name: string, version: string): Promise<PublishedDist | undefined> {
  const response = await request(access, encodeURIComponent(name).replace(/^%40/, '@'));
  if (response.status === 404) return undefined;
  if (!response.ok) throw new InputError(shown(access.url), `answered HTTP ${response.status} for ${name}: nothing published`);
  const body = (await jsonBody(response, access)) as { versions?: Record<string, { dist?: PublishedDist }> } | undefined;
  const entry = body?.versions && Object.hasOwn(body.versions, version) ? body.versions[version] : undefined;
  return entry ? { ...entry.dist } : undefined;
}

/**
 * The published tarball's bytes, or undefined when the registry will not give them. The token goes
 * only to the registry's own origin: a packument may point anywhere.
 */
export async function downloadTarball(access: RegistryAccess, location: string): Promise<Uint8Array | undefined> {
  let url: URL;
  try {
    url = new URL(location, access.url);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  const response = await request(access, url, url.origin === access.url.origin);
  return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined;
}

/**
 * One GET, tried twice on a network error: packing runs between the token check and the next
 * request, long enough for the registry to close the kept-alive connection under it.
 */
async function request(access: RegistryAccess, path: string | URL, authorized = true): Promise<Response> {
  const attempt = () =>
    fetch(new URL(path, access.url), {
      headers: { ...(authorized && { authorization: `Bearer ${access.token}` }), accept: 'application/json' },
      signal: AbortSignal.timeout(access.timeoutMs),
    });
  try {
    return await attempt().catch((error: unknown) => ((error as { name?: unknown }).name === 'TimeoutError' ? Promise.reject(error) : attempt()));
  } catch (error) {
    throw new InputError(shown(access.url), `unreachable (${networkReason(error)}): nothing published`);
  }
}

async function jsonBody(response: Response, access: RegistryAccess): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    throw new InputError(shown(access.url), `answered HTTP ${response.status} with a body that is not JSON: nothing published`);
  }
}

/** What fetch's "fetch failed" hides: a code (ECONNREFUSED, ENOTFOUND), a timeout, or undici's one-line reason ("bad port"). */
function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } }).cause;
  if (typeof cause?.code === 'string') return cause.code;
  if ((error as { name?: unknown }).name === 'TimeoutError') return 'timed out';
  return typeof cause?.message === 'string' && cause.message !== '' ? cause.message.split('\n')[0]!.slice(0, 100) : 'network error';
}

/** The registry as messages show it: origin and path (the URL was checked to carry nothing else). */
export const shown = (url: URL): string => `${url.origin}${url.pathname}`;
