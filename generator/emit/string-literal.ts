/**
 * A string as a double-quoted literal in generated source, for emitters that write text instead of
 * syntax nodes (validators.ts, testing.ts): JSON's escaping, plus U+2028 and U+2029, which JSON
 * leaves raw and which end a line to every editor and to older parsers.
 */
export const stringLiteral = (value: string): string => JSON.stringify(value).replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
