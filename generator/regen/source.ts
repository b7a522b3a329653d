/**
 * The document's source as regen shows it (progress, reports, spec/history.md, error messages): a
 * URL loses its user-info and its query, where credentials travel.
 */
export function displaySource(source: string): string {
  const url = parseUrl(source);
  if (url === undefined) return source;
  const hadQuery = url.search !== '';
  url.username = '';
  url.password = '';
  url.search = '';
  url.hash = '';
  return `${url.href}${hadQuery ? '?[redacted]' : ''}`;
}

/**
 * `text` (an error message naming the source) with the source shown as displaySource shows it and
 * every credential the URL carried removed, however it was encoded in the message.
 */
export function redactSource(text: string, source: string): string {
  const url = parseUrl(source);
  if (url === undefined) return text;
  let redacted = [source, url.href].reduce((result, form) => result.split(form).join(displaySource(source)), text);
  const secrets = [url.username, url.password, ...url.searchParams.values(), url.hash.slice(1)].filter((secret) => secret.length >= 3);
  for (const secret of secrets) {
    for (const form of new Set([secret, safeDecode(secret), encodeURIComponent(secret), encodeURIComponent(safeDecode(secret))])) {
      redacted = redacted.split(form).join('[redacted]');
    }
  }
  return redacted;
}

/** Any `scheme://` source: a `--base-url ftp://user:pass@host` is not fetched, but its refusal names it. */
function parseUrl(source: string): URL | undefined {
  // Judged as the URL parser reads it: leading and trailing controls and spaces dropped, tabs and newlines anywhere.
  if (!/^[a-z][a-z\d+.-]*:\/\//i.test(withoutUrlWhitespace(source))) return undefined;
  try {
    return new URL(source);
  } catch {
    return undefined;
  }
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What the WHATWG URL parser ignores before it reads a URL, so a ` ftp://user:pass@host` is judged a URL as `new URL` would. */
// eslint-disable-next-line no-control-regex -- the controls are what the URL parser drops
const withoutUrlWhitespace = (source: string) => source.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '').replace(/[\t\n\r]/g, '');
