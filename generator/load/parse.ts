import { createRequire } from 'node:module';
import { DEFAULTS } from '../context.ts';
import { InputError } from './errors.ts';

/**
 * Loaded on the first YAML document only: its 80 CommonJS files cost a no-op `make generate` (JSON)
 * about 40 ms of CPU, a sixth of its whole run.
 */
const loadYaml = (): typeof import('yaml') => createRequire(import.meta.url)('yaml');

/** `.yaml` / `.yml`, gzip-compressed or not, as a file or as a URL's path: the name says the format, as for openapi-typescript. */
const YAML_NAME = /\.ya?ml(\.gz)?$/i;

const pathOf = (origin: string) => (/^https?:\/\//i.test(origin) ? origin.replace(/[?#].*$/, '') : origin);

/** True when the source's name says YAML. */
export const isYamlSource = (origin: string): boolean => YAML_NAME.test(pathOf(origin));

/** Parses spec text as YAML when its name says so, as JSON otherwise. */
export function parseSpecText(text: string, origin: string): unknown {
  return isYamlSource(origin) ? parseYaml(text, origin) : parseJson(text, origin);
}

/**
 * YAML 1.2 (core schema: no dates, no custom tags), as openapi-typescript reads it. Duplicate keys
 * are an error, and aliases are capped (the parser's default of 100) so that a few lines cannot
 * expand into gigabytes.
 */
export function parseYaml(text: string, origin: string): unknown {
  if (text.trim() === '') throw new InputError(origin, 'empty document');
  const { parse: parseYamlText, YAMLError } = loadYaml();
  try {
    return parseYamlText(text, { schema: 'core', uniqueKeys: true, maxAliasCount: 100, prettyErrors: true });
  } catch (error) {
    // Everything the parser throws is about the text: syntax (YAMLError, naming line and column),
    // an alias to no anchor, or too many aliases (both ReferenceErrors, the last worth explaining),
    // or nesting deeper than its recursion reaches (thousands of levels: the loader refuses past
    // DEFAULTS.maxSpecNesting anyway), said as such rather than as the stack that ran out.
    const message = firstLine((error as Error).message).replace(/:$/, '');
    const said = message.replace(/^Maximum call stack size exceeded\b/, `nested too deep to read (a document may nest ${DEFAULTS.maxSpecNesting} levels)`);
    throw new InputError(origin, `not valid YAML: ${error instanceof YAMLError || !said.startsWith('Excessive alias count') ? said : `${said} (more than 100 aliases)`}`);
  }
}

/** Parses spec text as JSON, naming the likely cause when it is not JSON at all. */
export function parseJson(text: string, origin: string): unknown {
  const start = text.trimStart();
  if (start === '') throw new InputError(origin, 'empty document');
  if (start.startsWith('<')) throw new InputError(origin, 'looks like an HTML or XML page, not a JSON OpenAPI document');
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = (error as Error).message;
    if (looksCutShort(start)) {
      throw new InputError(origin, `truncated JSON (${text.length} characters, ends before the document closes)`);
    }
    throw new InputError(origin, `not valid JSON: ${firstLine(message)}`);
  }
}

/** True when the text ends inside a string or with brackets still open. */
function looksCutShort(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if (c === '}' || c === ']') depth--;
  }
  return inString || depth > 0;
}

const firstLine = (message: string) => message.split('\n')[0] ?? message;
