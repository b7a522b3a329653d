import { InputError } from './errors.ts';

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
