/** Diagnostics as the report shows them, and which of them only the new package causes. */
import { relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { GENERATED_PACKAGE_NAME } from '../model/package-info.ts';
import { messageText } from './consumer-project.ts';

export interface CompileError {
  /** Relative to the consumer's folder, `/`-separated; `tsconfig.json` for an options error. */
  file: string;
  line: number;
  column: number;
  code: number;
  message: string;
  diagnostic: ts.Diagnostic;
}

/**
 * Positions are 1-based as editors show them. A message that prints a path into a scratch package
 * prints the package's name instead: the same break reads the same whichever folder it came from.
 */
export function compileError(diagnostic: ts.Diagnostic, consumerDir: string, packageDir: string): CompileError {
  const file = diagnostic.file;
  const position = file && diagnostic.start !== undefined ? file.getLineAndCharacterOfPosition(diagnostic.start) : { line: 0, character: 0 };
  const message = messageText(diagnostic).split(packageDir).join(GENERATED_PACKAGE_NAME);
  return {
    file: file ? relative(consumerDir, resolve(file.fileName)).split(sep).join('/') : 'tsconfig.json',
    line: position.line + 1,
    column: position.character + 1,
    code: diagnostic.code,
    message,
    diagnostic,
  };
}

const identity = (error: CompileError) => JSON.stringify([error.file, error.code, error.message]);

/**
 * The errors with the new package that the old one did not give: matched by file, code and
 * message (each old error cancels one new error), not by line, so an error the consumer already
 * had is not a break wherever it moved.
 */
export function onlyInNew(oldErrors: readonly CompileError[], newErrors: readonly CompileError[]): CompileError[] {
  const remaining = new Map<string, number>();
  for (const error of oldErrors) remaining.set(identity(error), (remaining.get(identity(error)) ?? 0) + 1);
  return newErrors.filter((error) => {
    const left = remaining.get(identity(error)) ?? 0;
    if (left > 0) remaining.set(identity(error), left - 1);
    return left === 0;
  });
}

export const byPosition = (a: CompileError, b: CompileError) =>
  (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) || a.line - b.line || a.column - b.column || a.code - b.code || (a.message < b.message ? -1 : a.message > b.message ? 1 : 0);
