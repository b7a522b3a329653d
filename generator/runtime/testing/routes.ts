/**
 * Where each operation answers: the test author's `baseUrl` checked once, and a regular expression
 * per document path matched against the request's URL. MSW's own `:param` syntax is not used: a
 * document path may hold characters it reads as syntax (`:`, `*`, `(`), and it decodes parameters
 * itself, throwing on a malformed `%` escape; here a parameter is decoded once and never throws.
 */
export interface FakeBase {
  /** `https://host[:port]`, or undefined for a path-only base (a browser's own origin). */
  readonly origin: string | undefined;
  /** The path the API sits under, without a trailing slash (`''` or `/api`). */
  readonly prefix: string;
}

/** The parts of `baseUrl`; a URL with credentials, a query or a fragment is refused without being quoted. */
export function parseBaseUrl(baseUrl: unknown): FakeBase {
  if (typeof baseUrl !== 'string') throw new TypeError('baseUrl must be a string');
  if (baseUrl.startsWith('/') && !baseUrl.startsWith('//')) {
    if (/[?#]/.test(baseUrl)) throw new TypeError('baseUrl must be a URL or path without a query or fragment');
    return { origin: undefined, prefix: baseUrl.replace(/\/+$/, '') };
  }
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    // The URL's own error quotes the input, which may hold credentials.
    throw new TypeError('baseUrl is not an absolute http(s) URL or a path starting with /');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TypeError('baseUrl is not an absolute http(s) URL or a path starting with /');
  if (url.username !== '' || url.password !== '') throw new TypeError('baseUrl must not carry credentials');
  if (url.search !== '' || url.hash !== '' || /[?#]/.test(baseUrl)) throw new TypeError('baseUrl must be a URL or path without a query or fragment');
  return { origin: url.origin, prefix: url.pathname.replace(/\/+$/, '') };
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

export interface Route {
  /** For MSW: matches the operation's URLs and captures nothing, so MSW decodes nothing. */
  readonly matcher: RegExp;
  /** The document's parameters of one matching URL, each decoded once. */
  params(url: string): Record<string, string>;
}

export function routeOf(base: FakeBase, path: string): Route {
  const names: string[] = [];
  const pattern = path
    .split(/(\{[^}/]+\})/)
    .map((part) => {
      const parameter = /^\{([^}/]+)\}$/.exec(part);
      if (!parameter) return escapeRegExp(part);
      names.push(parameter[1]!);
      return '([^/]+)';
    })
    .join('');
  const origin = base.origin === undefined ? '[a-z][a-z0-9+.-]*://[^/]+' : escapeRegExp(base.origin);
  const source = `^${origin}${escapeRegExp(base.prefix)}${pattern}/?$`;
  const capturing = new RegExp(source);
  return {
    matcher: new RegExp(source.replace(/\(\[\^\/\]\+\)/g, '[^/]+')),
    params(url) {
      const parsed = new URL(url);
      const found = capturing.exec(`${parsed.origin}${parsed.pathname}`);
      const named: Record<string, string> = Object.create(null) as Record<string, string>;
      names.forEach((name, index) => {
        const raw = found?.[index + 1];
        if (raw !== undefined) named[name] = decodeOnce(raw);
      });
      return { ...named };
    },
  };
}

/** A malformed escape stays as sent: the record it names is simply not found. */
function decodeOnce(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
