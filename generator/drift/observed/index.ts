/** `drift --observed`: production's findings read, matched against the report, rendered beside it. */
import { readFile } from 'node:fs/promises';
import { InputError } from '../../load/errors.ts';
import { parseObserved, type ObservedFinding } from './parse.ts';

export { matchObserved, type ObservedEntry } from './match.ts';
export { parseObserved, type ObservedFinding } from './parse.ts';
export { renderWithObserved } from './render.ts';

export async function readObserved(file: string): Promise<ObservedFinding[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new InputError(file, `cannot read the observed findings (${(error as NodeJS.ErrnoException).code ?? 'unreadable'})`);
  }
  return parseObserved(text, file);
}
