import { mkdirSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { isInside, messageText, readConsumerProject } from '../../../generator/impact/consumer-project.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

/** A consumer folder holding these files (tsconfig.json given as an object is written as JSON). */
function consumer(files: Record<string, string | object>): string {
  const dir = tempDir('consumer-project');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

const refusal = (dir: string) => {
  try {
    readConsumerProject(dir);
  } catch (error) {
    return `${(error as Error).name}: ${(error as Error).message}`;
  }
  return 'read';
};

const TSCONFIG = { compilerOptions: { strict: true, module: 'NodeNext', noEmit: false, outDir: 'out' }, include: ['src'] };

describe('readConsumerProject', () => {
  it('reads the files its tsconfig includes, outside node_modules, with emitting turned off', () => {
    const dir = consumer({
      'tsconfig.json': { ...TSCONFIG, include: ['src', 'node_modules/dep'] },
      'src/a.ts': "import { createIncidentClient } from 'incident-api-client';\nexport const client = createIncidentClient;\n",
      'src/b.ts': 'export const b = 1;\n',
      'node_modules/dep/index.ts': "import 'incident-api-client';\n",
    });
    const project = readConsumerProject(dir);
    expect(project.dir).toBe(dir);
    expect(project.fileNames.map((name) => name.slice(dir.length + 1)).sort()).toEqual(['src/a.ts', 'src/b.ts'].map((name) => name.split('/').join(sep)));
    expect(project.options).toMatchObject({ strict: true, noEmit: true });
  });

  it('knows the package imported statically, dynamically, by require, in an import() type or by a subpath', () => {
    for (const source of [
      "export const load = () => import('incident-api-client');\n",
      "const client = require('incident-api-client');\nexport { client };\n",
      "export type Client = import('incident-api-client').IncidentClient;\n",
      "export * from 'incident-api-client/package.json';\n",
    ]) {
      expect(refusal(consumer({ 'tsconfig.json': TSCONFIG, 'src/a.ts': source })), source).toBe('read');
    }
  });

  it('refuses, as bad input naming the folder, what is not a consumer of the package', () => {
    const file = join(consumer({ 'a.txt': 'x' }), 'a.txt');
    const missing = join(tempDir('consumer-project'), 'missing');
    expect(refusal(missing)).toBe(`InputError: --consumer ${missing}: not a folder`);
    expect(refusal(file)).toBe(`InputError: --consumer ${file}: not a folder`);
    const bare = consumer({ 'src/a.ts': "import 'incident-api-client';\n" });
    expect(refusal(bare)).toBe(`InputError: --consumer ${bare}: no tsconfig.json in the folder`);
    const empty = consumer({ 'tsconfig.json': TSCONFIG });
    expect(refusal(empty)).toMatch(new RegExp(`^InputError: --consumer ${empty}: tsconfig\\.json: No inputs were found in config file`));
    const onlyDependencies = consumer({ 'tsconfig.json': { ...TSCONFIG, include: ['node_modules/dep'] }, 'node_modules/dep/index.ts': "import 'incident-api-client';\n" });
    expect(refusal(onlyDependencies)).toBe(`InputError: --consumer ${onlyDependencies}: tsconfig.json: includes no source file`);
    const elsewhere = consumer({ 'tsconfig.json': TSCONFIG, 'src/a.ts': "import 'incident-api-client-extras';\nimport 'other';\n" });
    expect(refusal(elsewhere)).toBe(`InputError: --consumer ${elsewhere}: no file its tsconfig.json includes imports incident-api-client`);
  });

  it("refuses a tsconfig that cannot be read or holds an error, with TypeScript's message on one line", () => {
    const broken = consumer({ 'tsconfig.json': '{ "compilerOptions": { "strict" true', 'src/a.ts': "import 'incident-api-client';\n" });
    expect(refusal(broken)).toMatch(new RegExp(`^InputError: --consumer ${broken}: tsconfig\\.json: [^\\n]+$`));
    const unknown = consumer({ 'tsconfig.json': { compilerOptions: { strictest: true }, include: ['src'] }, 'src/a.ts': "import 'incident-api-client';\n" });
    expect(refusal(unknown)).toBe(`InputError: --consumer ${unknown}: tsconfig.json: Unknown compiler option 'strictest'. Did you mean 'strict'?`);
    const extending = consumer({ 'tsconfig.json': { extends: './missing.json', include: ['src'] }, 'src/a.ts': "import 'incident-api-client';\n" });
    expect(refusal(extending)).toBe(`InputError: --consumer ${extending}: tsconfig.json: Cannot read file '${join(extending, 'missing.json')}'.`);
  });
});

describe('isInside', () => {
  it('is true for a file below the folder only', () => {
    expect(isInside('/pkg', '/pkg/index.ts')).toBe(true);
    expect(isInside('/pkg', '/pkg/runtime/client/auth.ts')).toBe(true);
    for (const file of ['/pkg', '/pkg-other/index.ts', '/index.ts', '/pk/index.ts']) expect(isInside('/pkg', file), file).toBe(false);
  });
});

describe('messageText', () => {
  it('flattens a chain of messages into one line', () => {
    const chain: ts.DiagnosticMessageChain = { messageText: "Type 'A' is not assignable to type 'B'.", category: ts.DiagnosticCategory.Error, code: 2322, next: [{ messageText: "  Property 'x' is missing in type 'A'.  ", category: ts.DiagnosticCategory.Error, code: 2741 }] };
    expect(messageText({ messageText: chain })).toBe("Type 'A' is not assignable to type 'B'. Property 'x' is missing in type 'A'.");
    expect(messageText({ messageText: 'one\n\n  two  ' })).toBe('one two');
  });
});
