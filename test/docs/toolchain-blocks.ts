import { join } from 'node:path';
import ts from 'typescript';
import { fencedBlocks } from './markdown.ts';

export interface ToolchainBlock {
  /** `docs/generating.md:12`: the page and the block's opening line. */
  name: string;
  code: string;
}

const TYPESCRIPT = new Set(['ts', 'typescript']);

/**
 * The TypeScript blocks that do not import `packageName`: code about the toolchain itself, with
 * imports written from the repository's root (`./generator/generate.ts`). The ones that import
 * the package are `make consumer`'s (test/consumer/readme-examples.ts).
 */
export function toolchainBlocks(markdown: string, file: string, packageName: string): ToolchainBlock[] {
  const importsPackage = new RegExp(`from ['"]${packageName.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}(/[^'"]*)?['"]`);
  return fencedBlocks(markdown)
    .filter((block) => TYPESCRIPT.has(block.language) && !importsPackage.test(block.code))
    .map((block) => ({ name: `${file}:${block.line}`, code: block.code }));
}

/**
 * Type-checks each block as a module at the repository's root under the project's tsconfig.json,
 * in memory: nothing is written. Returns one line per error, `name(line,column): message`.
 */
export function typeCheckBlocks(root: string, blocks: ToolchainBlock[]): string[] {
  if (blocks.length === 0) return [];
  const config = ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const virtual = new Map(blocks.map((block, index) => [join(root, `__doc_block_${index}.ts`), block]));
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => virtual.get(file)?.code ?? readFile(file);
  host.fileExists = (file) => virtual.has(file) || fileExists(file);
  host.getSourceFile = (file, language, ...rest) => {
    const block = virtual.get(file);
    return block ? ts.createSourceFile(file, `${block.code}\nexport {};\n`, language, true) : getSourceFile(file, language, ...rest);
  };
  const program = ts.createProgram({ rootNames: [...virtual.keys()], options: { ...options, noEmit: true }, host });
  return ts.getPreEmitDiagnostics(program).flatMap((diagnostic) => {
    const block = diagnostic.file && virtual.get(diagnostic.file.fileName);
    if (!block || diagnostic.start === undefined) return [];
    const { line, character } = diagnostic.file!.getLineAndCharacterOfPosition(diagnostic.start);
    return [`${block.name}(+${line + 1},${character + 1}): ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`];
  });
}
