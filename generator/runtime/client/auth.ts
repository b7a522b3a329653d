/**
 * Credentials on the wire and nowhere else. Every request gets `Authorization: Bearer <key>`;
 * the alert-event and heartbeat operations declare their own `authorization` header for the
 * alert source's secret, and when the caller passes it (`params.header.authorization`) it is sent
 * instead (openapi-fetch lets parameters override defaults), since a request carries one. Text that leaves the client (error
 * messages, bodies echoed back, causes) goes through the runtime's one redaction (../redaction/redact.ts) first.
 */

import { MIN_SECRET_LENGTH } from '../redaction/redact.js';

/**
 * A call's own secret (`params.header.authorization`, bare or Bearer) shorter than the redaction's
 * minimum is refused before anything is sent: it could not be told from words, so it would be
 * printed wherever a server echoes it. The message gives its length, never the secret.
 */
export function checkGivenAuthorization(given: unknown, where: string): void {
  if (typeof given !== 'string' || /^Basic\s/i.test(given.trim())) return;
  const token = given.trim().replace(/^Bearer(?:\s+|$)/i, '');
  if (token.length < MIN_SECRET_LENGTH) {
    throw new TypeError(`${where}: params.header.authorization has a secret of ${token.length} characters, fewer than the ${MIN_SECRET_LENGTH} of any real one`);
  }
}

/** What every request starts with; openapi-fetch merges them under the call's own headers. */
export function credentialHeaders(apiKey: string, userAgent: string): Record<string, string> {
  return { Authorization: `Bearer ${apiKey}`, 'User-Agent': userAgent };
}

/** A bare alert-source secret gets the Bearer scheme; `Basic ...` and `Bearer ...` go as given. */
export function normaliseAuthorization(request: Request): void {
  const given = request.headers.get('authorization');
  if (given !== null && !/^\S+\s/.test(given.trim())) request.headers.set('authorization', `Bearer ${given.trim()}`);
}

/**
 * The secrets a call may expose: the API key, the Authorization value sent (whole, its bare token,
 * and for `Basic` the decoded `user:password` and password), and one given in the call's own
 * parameters, which may never have been sent (a header value undici refused). What is not a
 * string (no header, a caller's non-string parameter) adds nothing.
 */
export function secretsOf(apiKey: string, ...authorizations: unknown[]): string[] {
  const secrets = [apiKey];
  for (const sent of authorizations) {
    if (typeof sent !== 'string') continue;
    const token = sent.trim().replace(/^(Bearer|Basic)\s+/i, '');
    secrets.push(sent, sent.trim(), token);
    if (/^Basic\s/i.test(sent.trim())) {
      try {
        const decoded = atob(token);
        secrets.push(decoded, decoded.slice(decoded.indexOf(':') + 1));
      } catch {
        // Not base64: the token itself is the secret already held.
      }
    }
  }
  return secrets;
}
