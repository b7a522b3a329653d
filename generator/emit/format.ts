/** Prettier over what ts-morph printed, so generated code reads like the hand-written code. */
import * as prettier from 'prettier';
import type { EmittedFile } from './files.ts';

const OPTIONS: prettier.Options = { parser: 'typescript', printWidth: 120, singleQuote: true, trailingComma: 'all' };

export async function formatFiles(files: EmittedFile[]): Promise<EmittedFile[]> {
  return Promise.all(files.map(async (file) => (file.format ? { ...file, content: await prettier.format(file.content, OPTIONS) } : file)));
}
