/** package.json and tsconfig.json: what makes generated/ a self-contained package. */
import type { ApiModel } from '../model/types.ts';
import { jsonFile, tsBanner, type EmittedFile } from './files.ts';

export const ENTRY_MODULE = 'index.ts';

export function emitPackageJson(model: ApiModel): EmittedFile {
  return jsonFile('package.json', 'package-files.ts', {
    name: model.package.name,
    version: model.apiVersion === '' ? '0.0.0' : `0.0.0-api.${model.apiVersion.replace(/[^0-9A-Za-z-]+/g, '-')}`,
    private: true,
    description: `Typed client for ${model.title}`,
    type: 'module',
    exports: { '.': { types: `./${ENTRY_MODULE}`, default: `./${ENTRY_MODULE}` } },
    types: `./${ENTRY_MODULE}`,
    dependencies: model.package.dependencies,
    peerDependencies: model.package.peerDependencies,
  });
}

/** Strict and NodeNext; `make typecheck` runs TypeScript 7 on it as well. JSONC, so the banner is a comment. */
export function emitTsconfig(): EmittedFile {
  const config = {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2023', 'DOM'],
      types: ['node'],
      strict: true,
      noUncheckedIndexedAccess: true,
      skipLibCheck: true,
      isolatedModules: true,
      verbatimModuleSyntax: true,
      noEmit: true,
    },
    include: ['**/*.ts'],
  };
  return { path: 'tsconfig.json', content: tsBanner('package-files.ts') + `${JSON.stringify(config, null, 2)}\n` };
}
