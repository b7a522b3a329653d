/**
 * A spec source as the toolchain shows it (load errors, regen progress, reports, spec/history.md): a
 * URL loses its user-info and its query, where credentials travel.
 */
export function displaySource(source: string): string {
  return shownSource(source)?.text ?? source;
}

/**
 * `text` (an error message naming the source) with the source shown as displaySource shows it and
 * every credential the URL carried removed, however it was encoded in the message.
 */
export function redactSource(text: string, source: string): string {
  const shown = shownSource(source);
  if (shown === undefined) return text;
  let redacted = shown.forms.reduce((result, form) => result.split(form).join(shown.text), text);
  for (const secret of shown.secrets.filter((candidate) => candidate.length >= 3)) {
    for (const form of new Set([secret, safeDecode(secret), encodeURIComponent(secret), encodeURIComponent(safeDecode(secret))])) {
      redacted = redacted.split(form).join('[redacted]');
    }
  }
  return redacted;
}

interface ShownSource {
  /** The source without its credentials. */
  text: string;
  /** The spellings of the whole source a message may hold. */
  forms: string[];
  /** What a message must not show, in any encoding. */
  secrets: string[];
}

/** A URL scheme as RFC 3986 allows it, at the start, and the `//` of an authority if written: `https://`, `svn+ssh:`, `localhost:`. */
const SCHEME = /^[a-z][a-z\d+.-]*:(\/\/)?/i;

/**
 * How a source is shown, or undefined for a file path. Whatever the URL parser reads as a URL is
 * one: regen fetches only http(s), but the refusal of any other names it (`ftp://user:pass@host`,
 * the same with a space before it). A file path never parses: regen resolves `--spec-file` to an
 * absolute path, which has no scheme. A source that starts like a URL and is no URL with a host
 * (`localhost:8080/?api_key=…` or `bot:pw@host`, the `//` forgotten; `http://bot:p/w@host`, which
 * does not parse) is read by its text.
 */
function shownSource(source: string): ShownSource | undefined {
  const url = parseUrl(source);
  if (url !== undefined && url.host !== '') return shownUrl(source, url);
  const text = asTheParserReads(source);
  const scheme = SCHEME.exec(text);
  return scheme === null ? undefined : shownText(source, text, scheme[1] === undefined ? '' : scheme[0]);
}

function shownUrl(source: string, url: URL): ShownSource {
  const secrets = [url.username, url.password, ...url.searchParams.values(), url.hash.slice(1)];
  const forms = [source, url.href];
  const hadQuery = url.search !== '';
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return { text: `${url.href}${hadQuery ? '?[redacted]' : ''}`, forms, secrets };
}

/**
 * A URL-like source read by its text, split as a URL is (the fragment at the first `#`, the query
 * at the first `?` before it): the query and fragment go, and so does everything before the last
 * `@` of the rest after `authority` (`scheme://`, or nothing when the `//` was forgotten).
 */
function shownText(source: string, text: string, authority: string): ShownSource {
  const [beforeFragment, ...fragment] = text.split('#') as [string, ...string[]];
  const [address, ...query] = beforeFragment.split('?') as [string, ...string[]];
  const at = address.lastIndexOf('@');
  const userInfo = address.slice(authority.length, Math.max(authority.length, at));
  const host = userInfo === '' ? address.slice(authority.length) : `[redacted]@${address.slice(at + 1)}`;
  return {
    text: `${authority}${host}${query.length > 0 ? '?[redacted]' : ''}`,
    forms: [source, text],
    secrets: [...userInfo.split(':'), ...new URLSearchParams(query.join('?')).values(), fragment.join('#')],
  };
}

/** As the URL parser reads any input: spaces and controls around it dropped, tabs and line breaks inside. */
// eslint-disable-next-line no-control-regex -- the parser's own range: C0 controls and space
const asTheParserReads = (source: string) => source.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');

const parseUrl = (source: string): URL | undefined => (URL.canParse(source) ? new URL(source) : undefined);

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
