import { WebhookVerificationError } from './errors.js';

/** Request headers as node:http gives them (any case, repeated values as arrays) or a fetch `Headers`. */
export type WebhookHeaders = Record<string, string | string[] | undefined> | Headers;

export interface SignatureHeaders {
  id: string;
  timestamp: string;
  signature: string;
}

/** Standard Webhooks names first; Svix, which the scheme grew out of, sends the same values under `svix-`. */
const PREFIXES = ['webhook-', 'svix-'] as const;
const FIELDS = ['id', 'timestamp', 'signature'] as const;

/** Reads the three signature headers, each under either prefix; throws `missing_header` when one is absent or empty. */
export function readSignatureHeaders(headers: WebhookHeaders): SignatureHeaders {
  const lookup = headerLookup(headers);
  const [id, timestamp, signature] = FIELDS.map((field) => {
    for (const prefix of PREFIXES) {
      const value = lookup(prefix + field)?.trim();
      if (value) return value;
    }
    throw new WebhookVerificationError('missing_header', `no webhook-${field} (or svix-${field}) header`);
  }) as [string, string, string];
  return { id, timestamp, signature };
}

function headerLookup(headers: WebhookHeaders): (name: string) => string | undefined {
  if (isFetchHeaders(headers)) return (name) => headers.get(name) ?? undefined;
  // Header names are case-insensitive; node:http lower-cases them, hand-built records may not.
  const byLowerName = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) byLowerName.set(name.toLowerCase(), Array.isArray(value) ? value.join(' ') : value);
  }
  return (name) => byLowerName.get(name);
}

// Duck-typed rather than `instanceof Headers`: polyfills and other realms have their own class.
const isFetchHeaders = (headers: WebhookHeaders): headers is Headers =>
  typeof (headers as Headers).get === 'function' && typeof (headers as Headers).forEach === 'function';
