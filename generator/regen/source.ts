/**
 * The document's source as regen shows it (progress, reports, spec/history.md): a URL loses its
 * user-info and its query, where credentials travel, whatever they are encoded as.
 */
export function displaySource(source: string): string {
  if (!/^https?:\/\//i.test(source)) return source;
  try {
    const url = new URL(source);
    const hadQuery = url.search !== '';
    url.username = '';
    url.password = '';
    url.search = '';
    url.hash = '';
    return `${url.href}${hadQuery ? '?[redacted]' : ''}`;
  } catch {
    return '[unparseable URL]';
  }
}
