/**
 * Spec text written to break out of generated code: comment closers, quotes, backticks, `${`,
 * every line terminator, prototype keys, reserved words, emoji, non-Latin scripts, path
 * separators. `hostileDocument` puts each string into every field the generator reads.
 */
import type { OpenApiDocument } from '../../generator/load/document.ts';

/** What an injected statement sets; importing the generated package must leave it undefined. */
export const SENTINEL = '__HOSTILE_SPEC_RAN__';
const pwn = `(globalThis as Record<string, unknown>).${SENTINEL} = 42`;

export const HOSTILE_STRINGS: Record<string, string> = {
  'comment closer': `Things V2#List */ ${pwn}; /*`,
  'comment closer at the end': `x */`,
  'single quote': `'; ${pwn}; '`,
  'double quote': `"; ${pwn}; "`,
  backtick: `\`; ${pwn}; \``,
  'template substitution': `\${${pwn}}`,
  'line feed': `a\n*/ ${pwn}; /*\n`,
  'carriage return': `a\r*/ ${pwn}; //\r`,
  'line separator U+2028': `a\u2028${pwn};//\u2029b`,
  'paragraph separator U+2029': `*/\u2029${pwn}\u2029/*`,
  'control characters': `nul\u0000esc\u001b[31mdel\u007f`,
  // Computed: a literal `__proto__:` key would set this table's prototype instead.
  ['__proto__']: '__proto__',
  constructor: 'constructor',
  prototype: 'prototype',
  toString: 'toString',
  'reserved word': 'default',
  'another reserved word': 'delete',
  'TypeScript type name': 'string',
  emoji: '🔥🚀',
  'one emoji': '🔥',
  Cyrillic: 'Инциденты',
  CJK: '事件一覧',
  Arabic: 'حادثة',
  'path traversal': '../../../etc/passwd',
  'path separators': 'a/b\\c',
  'dot dot': '..',
  'leading digit': '123',
  'html closer': '</script><script>',
};

const json = (schema: object) => ({ 'application/json': { schema } });
const ok = (schema: object) => ({ '200': { description: 'OK', content: json(schema) } });
const escapeToken = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');
const ref = (name: string) => ({ $ref: `#/components/schemas/${escapeToken(name)}` });

export interface HostileExpectations {
  operationIds: string[];
  paginatedPaths: string[];
  webhookEvents: string[];
  auditLogEvents: string[];
  /** Deprecated operations, parameters and properties. */
  deprecations: number;
  /** Every enum value listed anywhere, so each must appear in some emitted enum. */
  enumValues: string[];
}

/**
 * One operation per hostile string `h`: a paginated GET whose operationId, path, summary,
 * description, tag, `x-successor`, parameter name, enum values, component schema, property and
 * records key are all `h` (or hold it); one webhook and one audit-log event named `h`; the info
 * fields hold every string.
 */
export function hostileDocument(strings: readonly string[] = Object.values(HOSTILE_STRINGS)): { document: OpenApiDocument; expected: HostileExpectations } {
  // Entries, not assignments: `object['__proto__'] = x` would set a prototype, not add an entry.
  const paths: Array<[string, object]> = [];
  const schemas: Array<[string, object]> = [];
  const events: Array<[string, object]> = [];
  for (const h of strings) {
    schemas.push([h, {
      type: 'object',
      title: h,
      description: h,
      properties: {
        [h]: { type: 'string', description: h, enum: [h, `${h}-2`], example: h },
        [`${h} old`]: { type: 'string', deprecated: true, 'x-successor': h, description: h },
        event_type: { type: 'string', enum: [h] },
      },
      required: [h],
    }]);
    paths.push([h, {
      get: {
        operationId: h,
        summary: h,
        description: h,
        tags: [h],
        deprecated: true,
        'x-successor': h,
        parameters: [
          { name: 'page_size', in: 'query', schema: { type: 'integer', maximum: 100 } },
          { name: 'after', in: 'query', schema: { type: 'string' } },
          { name: h, in: 'query', description: h, deprecated: true, schema: { type: 'string', enum: [h] } },
          { name: `${h}-header`, in: 'header', schema: { type: 'string' } },
        ],
        responses: ok({
          type: 'object',
          properties: {
            [h]: { type: 'array', items: ref(h) },
            pagination_meta: { type: 'object', properties: { after: { type: 'string' } } },
          },
          required: [h],
        }),
      },
    }]);
    events.push([`/x-webhooks/${h}`, { get: { operationId: h, description: h, responses: ok(ref(h)) } }]);
    events.push([`/x-audit-logs/${h}`, { get: { operationId: h, description: h, responses: ok(ref(h)) } }]);
  }
  const document = {
    openapi: '3.0.3',
    info: { title: strings.join(' '), version: strings.join(' '), description: strings.join(' ') },
    paths: Object.fromEntries(paths),
    components: { schemas: Object.fromEntries(schemas) },
    'x-webhooks': Object.fromEntries(events),
  } as unknown as OpenApiDocument;
  const expected: HostileExpectations = {
    operationIds: [...strings],
    paginatedPaths: [...strings],
    webhookEvents: [...strings],
    auditLogEvents: [...strings],
    deprecations: strings.length * 3,
    enumValues: strings.flatMap((h) => [h, `${h}-2`]),
  };
  return { document, expected };
}
