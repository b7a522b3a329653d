/** package.json and tsconfig.json: what makes generated/ a self-contained package. */
import type { ApiModel } from '../model/types.ts';
import { jsonFile, tsBanner, type EmittedFile } from './files.ts';
import { CHANGELOG_FILE, ENTRY_MODULE, NAMED_METHODS_MODULE, PACKAGE_JSON, PACKAGE_README, REFERENCE_DOC, RUNTIME_DIR, TESTING_MODULE, VALIDATORS_MODULE, WEBHOOKS_MODULE } from './package-layout.ts';

/** Where the package build (generator/build/client-package.ts) writes the JavaScript and declarations. */
export const BUILT_DIR = 'dist';
const BUILT_ENTRY = `./${BUILT_DIR}/${ENTRY_MODULE.replace(/\.ts$/, '')}`;

/** One export-map entry: the TypeScript source (condition `source`), then the built declarations and JavaScript. */
function entryConditions(module: string) {
  const built = `./${BUILT_DIR}/${module.replace(/\.ts$/, '')}`;
  return { source: `./${module}`, types: `${built}.d.ts`, import: `${built}.js`, default: `${built}.js` };
}

/**
 * The version of a package generated without a release record, and the one package.json carries
 * while the release is worked out (release/content-fingerprint.ts hashes it so).
 */
const UNRELEASED_VERSION = '0.0.0';

/** `version` comes from the release record (generator/release/), never from the document's info.version. */
export function emitPackageJson(model: ApiModel, version: string = UNRELEASED_VERSION): EmittedFile {
  return jsonFile(PACKAGE_JSON, 'package-files.ts', {
    name: model.package.name,
    version,
    description: `Typed client for ${model.title}`,
    type: 'module',
    // Installed, the package is JavaScript and declarations (ESM; require() loads it on Node
    // 20.19+). `source` is for a monorepo that compiles the TypeScript itself: a bundler or tsc
    // with `customConditions: ["source"]`. It comes first, as conditions match in order.
    // `webhooks`, `resources` (createIncidentClientWith's) and `validators` are entries of their own,
    // so a bundle holds only what it imports; the main entry still re-exports the webhook functions.
    exports: {
      '.': entryConditions(ENTRY_MODULE),
      './webhooks': entryConditions(WEBHOOKS_MODULE),
      './resources': entryConditions(NAMED_METHODS_MODULE),
      './validators': entryConditions(VALIDATORS_MODULE),
      './testing': entryConditions(TESTING_MODULE),
      './package.json': './package.json',
    },
    // No module of the package does anything on import but declare: a bundler may drop any it does not use.
    sideEffects: false,
    main: `${BUILT_ENTRY}.js`,
    types: `${BUILT_ENTRY}.d.ts`,
    files: [`${BUILT_DIR}/`, '*.ts', `${RUNTIME_DIR}/`, CHANGELOG_FILE, PACKAGE_README, REFERENCE_DOC],
    dependencies: model.package.dependencies,
    peerDependencies: model.package.peerDependencies,
    // TypeScript is for consumers that type-check; npm would otherwise install it for every
    // consumer, plain JavaScript at run time included.
    peerDependenciesMeta: Object.fromEntries(Object.keys(model.package.peerDependencies).map((name) => [name, { optional: true }])),
  });
}

/**
 * Every flag a strict consumer may turn on. `make consumer` sets them all in every row of its
 * matrix; the package's own source compiles under them, for consumers that read it (`source`).
 * (`erasableSyntaxOnly` too, which TypeScript 5.5 does not know.)
 */
export const STRICT_CONSUMER_FLAGS = {
  strict: true,
  exactOptionalPropertyTypes: true,
  noUncheckedIndexedAccess: true,
  noPropertyAccessFromIndexSignature: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  noImplicitOverride: true,
  noImplicitReturns: true,
  noFallthroughCasesInSwitch: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
} as const;

/** How a Node consumer of the package compiles it: NodeNext, ES2022, with Node's types. */
export const NODENEXT_CONSUMER_OPTIONS = {
  target: 'ES2022',
  module: 'NodeNext',
  moduleResolution: 'NodeNext',
  lib: ['ES2023', 'DOM'],
  types: ['node'],
} as const;

/**
 * NodeNext and every strict flag a consumer may turn on: a consumer reading the TypeScript source
 * (the `source` condition) compiles it with its own flags. `make typecheck` runs TypeScript 7 on
 * it as well. JSONC, so the banner is a comment.
 */
export function emitTsconfig(): EmittedFile {
  const config = {
    compilerOptions: {
      ...NODENEXT_CONSUMER_OPTIONS,
      ...STRICT_CONSUMER_FLAGS,
      erasableSyntaxOnly: true,
      skipLibCheck: true,
      noEmit: true,
    },
    include: ['**/*.ts'],
    exclude: [BUILT_DIR],
  };
  return { path: 'tsconfig.json', content: tsBanner('package-files.ts') + `${JSON.stringify(config, null, 2)}\n` };
}
