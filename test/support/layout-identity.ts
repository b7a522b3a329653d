/**
 * What format/layout/ is held to: for each syntax-tree file of a document, the layout's text is
 * the bytes prettier prints for the same ts-morph output, and the layout took the file (a refusal
 * would send it to prettier: correct, but the slow path).
 */
import * as prettier from 'prettier';
import { printSyntaxTreeFiles } from '../../generator/emit/syntax-tree-files.ts';
import { layoutRefusal, layoutTypeScript } from '../../generator/format/layout/index.ts';
import { PRETTIER_OPTIONS } from '../../generator/format/prettier.ts';
import { loadSpecText } from '../../generator/load/index.ts';
import { buildModel } from '../../generator/model/index.ts';
import { readPackageModel } from '../../generator/model/package-info.ts';
import { readRuntimeFiles } from '../../generator/model/runtime.ts';
import { PROJECT_ROOT } from './project.ts';

export interface LayoutVerdict {
  path: string;
  /** Why the layout declined the file, if it did. */
  refused?: string;
  /** The layout's text is prettier's, byte for byte (a refused file counts as identical: prettier formats it). */
  identical: boolean;
}

export async function layoutVerdicts(specText: string, origin: string): Promise<LayoutVerdict[]> {
  const model = buildModel(loadSpecText(specText, origin).document, { runtimeFiles: readRuntimeFiles(`${PROJECT_ROOT}/generator/runtime`), package: readPackageModel(PROJECT_ROOT) });
  const verdicts: LayoutVerdict[] = [];
  for (const file of printSyntaxTreeFiles(model)) {
    const laidOut = layoutTypeScript(file.content);
    if (laidOut === undefined) verdicts.push({ path: file.path, refused: layoutRefusal(file.content) ?? 'declined before laying out', identical: true });
    else verdicts.push({ path: file.path, identical: laidOut === (await prettier.format(file.content, PRETTIER_OPTIONS)) });
  }
  return verdicts;
}
