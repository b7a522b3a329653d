/**
 * Every file ts-morph builds as a syntax tree, formatted as prettier formats it: by format/layout/
 * without prettier, or by prettier (in its worker, through the format cache) for a file outside
 * the constructs the layout takes.
 */
import type { Project } from 'ts-morph';
import { openFormatCache, type FormatCache } from '../format/cache.ts';
import { layoutTypeScript } from '../format/layout/index.ts';
import { prettierIdentity, startFormatter } from '../format/prettier.ts';
import type { ApiModel } from '../model/types.ts';
import { emitDeprecations } from './deprecations.ts';
import { emitClientModule, emitComposedClientModule } from './client-modules.ts';
import { emitEntry } from './entry.ts';
import { emitEnums } from './enums.ts';
import { emitErrors } from './errors.ts';
import { emitEvents } from './events.ts';
import { emitNamedMethods } from './named-methods.ts';
import type { EmittedFile } from './files.ts';
import { emitOperations } from './operations.ts';
import { emitPagination } from './pagination.ts';
import { emitResources } from './resources.ts';
import { createEmitProject } from './syntax.ts';
import { emitVersionModules } from './version-module.ts';
import { emitWebhooksEntry } from './webhooks-module.ts';

/** One syntax-tree emitter: a file or several, printed by ts-morph, before formatting. */
type SyntaxTreeEmitter = (model: ApiModel, project: Project) => EmittedFile | EmittedFile[];

/** In the order they are built; each file is formatted as soon as it is printed. */
const SYNTAX_TREE_EMITTERS: SyntaxTreeEmitter[] = [
  emitVersionModules,
  emitEnums,
  emitErrors,
  emitPagination,
  emitOperations,
  emitDeprecations,
  emitEvents,
  emitResources,
  emitNamedMethods,
  emitClientModule,
  emitComposedClientModule,
  emitWebhooksEntry,
  emitEntry,
];

export interface SyntaxTreeOptions {
  /** Where prettier's output is kept between runs (see format/cache.ts), or false; used only for files prettier formats. */
  formatCacheDir?: string | false;
}

export async function emitSyntaxTreeFiles(model: ApiModel, options: SyntaxTreeOptions = {}): Promise<EmittedFile[]> {
  const formatting = startFormatting(options);
  try {
    for (const file of printSyntaxTreeFiles(model)) formatting.add(file);
  } finally {
    formatting.close();
  }
  return formatting.done();
}

/** The files as ts-morph prints them, unformatted, one at a time as each is built. */
export function* printSyntaxTreeFiles(model: ApiModel): Generator<EmittedFile> {
  const project = createEmitProject();
  for (const emit of SYNTAX_TREE_EMITTERS) yield* [emit(model, project)].flat();
}

/** Formats files as prettier would, in the order given. */
export async function formatTypeScript(files: readonly EmittedFile[], options: SyntaxTreeOptions = {}): Promise<EmittedFile[]> {
  const formatting = startFormatting(options);
  files.forEach(formatting.add);
  formatting.close();
  return formatting.done();
}

/** Files formatted one by one as they are built; `done` gathers them in that order. */
function startFormatting({ formatCacheDir = false }: SyntaxTreeOptions) {
  // prettier's worker starts with the first file the layout does not take (format/prettier.ts).
  const formatter = startFormatter();
  let cache: FormatCache | undefined; // opened with the first file prettier formats
  const formatted: Array<Promise<EmittedFile>> = [];
  return {
    add(file: EmittedFile) {
      const laidOut = layoutTypeScript(file.content);
      if (laidOut !== undefined) {
        formatted.push(Promise.resolve({ path: file.path, content: laidOut }));
        return;
      }
      cache ??= openFormatCache(formatCacheDir, prettierIdentity());
      const result = cache.format(file.content, formatter.format).then((content) => ({ path: file.path, content }));
      result.catch(() => undefined); // observed through done(); never an unhandled rejection
      formatted.push(result);
    },
    close: () => formatter.close(),
    async done() {
      const files = await Promise.all(formatted);
      cache?.prune();
      return files;
    },
  };
}
