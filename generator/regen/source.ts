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

/**
 * Whatever the URL parser reads as a URL is one: regen fetches only http(s), but the refusal of any
 * other names it (`ftp://user:pass@host`, the same with a space before it, `localhost:8080/?api_key=…`
 * with the `//` forgotten, read as scheme `localhost`). A file path never parses: regen resolves
 * `--spec-file` to an absolute path, which has no scheme.
 */
function parseUrl(source: string): URL | undefined {
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
