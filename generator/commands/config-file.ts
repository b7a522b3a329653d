/**
 * The project's config file (DEFAULTS.configFile, `incident-gen.config.json` in the folder the
 * command runs in): what a flag would say, kept with the project. A flag given wins over it.
 * Only `generate.name` exists so far; anything else is refused, so a misspelt key never goes unnoticed.
 */
import { readFileSync } from 'node:fs';
import { InputError } from '../load/errors.ts';

export interface ProjectConfig {
  generate?: { name?: string };
}

/** `explicit`: named with --config, so a missing file is bad input; the default file may be absent. */
export function readProjectConfig(path: string, explicit: boolean): ProjectConfig {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && !explicit) return {};
    throw new InputError(path, code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory, not a config file' : `cannot read (${code ?? String(error)})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InputError(path, 'not valid JSON');
  }
  const root = objectAt(parsed, path, '(the file)', ['generate']);
  if (root['generate'] === undefined) return {};
  const generate = objectAt(root['generate'], path, 'generate', ['name']);
  const name = generate['name'];
  if (name === undefined) return { generate: {} };
  if (typeof name !== 'string') throw new InputError(`${path}: generate.name`, 'not a string');
  return { generate: { name } };
}

function objectAt(value: unknown, path: string, where: string, keys: string[]): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InputError(`${path}: ${where}`, 'not an object');
  const unknown = Object.keys(value).find((key) => !keys.includes(key));
  if (unknown !== undefined) {
    const shown = JSON.stringify(unknown.slice(0, 40)).replace(/[^\x20-\x7e]/g, '?');
    throw new InputError(`${path}: ${where}`, `unknown key ${shown} (known: ${keys.join(', ')})`);
  }
  return value as Record<string, unknown>;
}
