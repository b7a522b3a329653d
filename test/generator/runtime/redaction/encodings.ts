/** The encodings a secret can travel in, each with its inverse: shared by the redaction and client leak tests. */

export interface Encoding {
  /** A JSON string escape: placed into a JSON body as is, not escaped again. */
  json?: boolean;
  encode(secret: string): string;
  /** Back to plain text, to check the secret is gone and not merely disguised. */
  decode(text: string): string;
}

const jsonDecode = (text: string): string => JSON.parse(`"${text.replace(/"/g, '\\"').replace(/\\\\"/g, '\\"')}"`) as string;
const unicodeEscapes = (secret: string, upper: boolean): string =>
  // UTF-16 units, as JSON escapes them: a character outside the BMP is two escapes (a surrogate pair).
  [...Array(secret.length).keys()].map((index) => `\\u${secret.charCodeAt(index).toString(16).padStart(4, '0')}`).map((escape) => (upper ? escape.toUpperCase().replace('\\U', '\\u') : escape)).join('');
const htmlDecode = (text: string): string =>
  text
    .replace(/&#[xX]([0-9a-fA-F]+);/g, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const base64Around = (prefix: string, url: boolean): Encoding => ({
  encode: (secret) => Buffer.from(`${prefix}${secret}!`).toString(url ? 'base64url' : 'base64'),
  decode: (text) => text.replace(/[A-Za-z0-9+/_-]{8,}={0,2}/g, (run) => Buffer.from(run, url ? 'base64url' : 'base64').toString('latin1')),
});

export const ENCODINGS: Record<string, Encoding> = {
  'as is': { encode: (secret) => secret, decode: (text) => text },
  'JSON string body (minimal escapes)': { json: true, encode: (secret) => JSON.stringify(secret).slice(1, -1), decode: jsonDecode },
  'JSON: one \\u escape (inc\\u005f...)': { json: true, encode: (secret) => secret.replace('_', '\\u005f').replace('/', '\\u002F'), decode: jsonDecode },
  'JSON: every character \\u-escaped, lower-case hex': { json: true, encode: (secret) => unicodeEscapes(secret, false), decode: jsonDecode },
  'JSON: every character \\u-escaped, upper-case hex': { json: true, encode: (secret) => unicodeEscapes(secret, true), decode: jsonDecode },
  'JSON: solidus escaped (\\/)': { json: true, encode: (secret) => JSON.stringify(secret).slice(1, -1).replace(/\//g, '\\/'), decode: jsonDecode },
  'percent-encoded (encodeURIComponent)': { encode: encodeURIComponent, decode: decodeURIComponent },
  'percent-encoded, every byte, lower-case hex': {
    encode: (secret) => [...Buffer.from(secret)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''),
    decode: decodeURIComponent,
  },
  'HTML decimal references': { encode: (secret) => [...secret].map((c) => `&#${c.codePointAt(0)};`).join(''), decode: htmlDecode },
  'HTML hex references': { encode: (secret) => [...secret].map((c) => `&#x${c.codePointAt(0)!.toString(16)};`).join(''), decode: htmlDecode },
  'HTML escaped (&amp; &lt; &quot;)': {
    encode: (secret) => secret.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'),
    decode: htmlDecode,
  },
  'base64, secret at byte 0': base64Around('', false),
  'base64, secret at byte 1 (Basic user:...)': base64Around(':', false),
  'base64, secret at byte 2': base64Around('u:', false),
  'base64url, secret at byte 0': base64Around('', true),
  'base64url, secret at byte 1': base64Around(':', true),
  'base64url, secret at byte 2': base64Around('u:', true),
};
