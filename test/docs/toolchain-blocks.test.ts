import { describe, expect, it } from 'vitest';
import { GENERATED_PACKAGE_NAME } from '../../generator/model/package-info.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { documentationFiles, readText } from './markdown.ts';
import { toolchainBlocks, typeCheckBlocks } from './toolchain-blocks.ts';

describe('TypeScript blocks about the toolchain in README.md and docs/', () => {
  it('type-check under the project tsconfig', () => {
    const blocks = documentationFiles(PROJECT_ROOT).flatMap((file) => toolchainBlocks(readText(PROJECT_ROOT, file), file, GENERATED_PACKAGE_NAME));
    expect(typeCheckBlocks(PROJECT_ROOT, blocks)).toEqual([]);
  });
});

describe('toolchainBlocks and typeCheckBlocks', () => {
  const page = ['```ts', "import { createIncidentClient } from 'incident-api-client';", '```', '', '```typescript', "const count: number = 'three';", '```', '```sh', 'make quick', '```'].join('\n');

  it('take the TypeScript blocks that do not import the package, named by page and line', () => {
    expect(toolchainBlocks(page, 'docs/x.md', 'incident-api-client')).toEqual([{ name: 'docs/x.md:5', code: "const count: number = 'three';" }]);
  });

  it('report a block that does not compile, and pass one that does', () => {
    const errors = typeCheckBlocks(PROJECT_ROOT, [
      ...toolchainBlocks(page, 'docs/x.md', 'incident-api-client'),
      { name: 'docs/y.md:1', code: "import { DEFAULTS } from './generator/context.ts';\nexport const limit: number = DEFAULTS.maxSpecNesting;" },
    ]);
    expect(errors).toEqual(["docs/x.md:5(+1,7): Type 'string' is not assignable to type 'number'."]);
  });
});
