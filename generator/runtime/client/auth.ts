/**
 * Credentials on the wire and nowhere else. Every request gets `Authorization: Bearer <key>`;
 * the alert-event and heartbeat operations declare their own `authorization` header for the
 * alert source's secret, and when the caller passes it (`params.header.authorization`) it is sent
 * instead (openapi-fetch lets parameters override defaults), since a request carries one. Text that leaves the client (error
 * messages, bodies echoed back) goes through `redact` first.
 */

const REDACTED = '[redacted]';
// Shorter strings would redact ordinary words; real keys and secrets are far longer.
const MIN_SECRET_LENGTH = 8;

/** What every request starts with; openapi-fetch merges them under the call's own headers. */
export function credentialHeaders(apiKey: string, userAgent: string): Record<string, string> {
  return { Authorization: `Bearer ${apiKey}`, 'User-Agent': userAgent };
}

/** A bare alert-source secret gets the Bearer scheme; `Basic ...` and `Bearer ...` go as given. */
export function normaliseAuthorization(request: Request): void {
  const given = request.headers.get('authorization');
  if (given !== null && !/^\S+\s/.test(given.trim())) request.headers.set('authorization', `Bearer ${given.trim()}`);
}

/** The secrets a request carries: the API key and whatever Authorization value was sent. */
export function secretsOf(request: Request, apiKey: string): string[] {
  const sent = request.headers.get('authorization') ?? '';
  const token = sent.replace(/^(Bearer|Basic)\s+/i, '');
  return [...new Set([apiKey, sent, token])].filter((secret) => secret.length >= MIN_SECRET_LENGTH);
}

export function redactSecrets(text: string, secrets: readonly string[]): string {
  let clean = text;
  for (const secret of secrets) if (clean.includes(secret)) clean = clean.split(secret).join(REDACTED);
  return clean;
}
