import { describe, expect, it } from 'vitest';
import { GENERATED_PACKAGE_NAME } from '../../generator/model/package-info.ts';
import { documentationFiles, readText } from '../docs/markdown.ts';
import { PROJECT_ROOT } from '../support/project.ts';
import { readmeExamples } from './readme-examples.ts';

const README = [
  '# Title',
  '```sh',
  'make generate',
  '```',
  '```ts',
  "import { createIncidentClient } from 'incident-api-client';",
  'const client = createIncidentClient({ apiKey: "k" });',
  '```',
  '```typescript',
  "import { loadSpec } from './generator/load/index.ts';",
  '```',
  '```typescript',
  "import type { WebhookEvents } from 'incident-api-client/events';",
  '```',
].join('\n');

describe('readmeExamples', () => {
  it('keeps the TypeScript blocks that import the package, numbered among all TypeScript blocks', () => {
    const examples = readmeExamples(README, 'README.md', 'incident-api-client');
    expect(examples.map((example) => example.name)).toEqual(['README.md#1', 'README.md#3']);
    expect(examples[0]!.code).toBe("import { createIncidentClient } from 'incident-api-client';\nconst client = createIncidentClient({ apiKey: \"k\" });\n");
  });

  it('finds nothing in a README without package examples', () => {
    expect(readmeExamples('```ts\nconst x = 1;\n```\n', 'README.md', 'incident-api-client')).toEqual([]);
  });
});

describe('the examples make consumer collects', () => {
  it('come from README.md and every page of docs/ that imports the package: the recipe, the client, webhooks', () => {
    const pages = documentationFiles(PROJECT_ROOT);
    expect(pages).toEqual(expect.arrayContaining(['README.md', 'docs/client.md', 'docs/webhooks.md']));
    const sources = new Set(pages.flatMap((file) => readmeExamples(readText(PROJECT_ROOT, file), file, GENERATED_PACKAGE_NAME)).map((example) => example.name.split('#')[0]));
    expect([...sources]).toEqual(expect.arrayContaining(['README.md', 'docs/client.md', 'docs/webhooks.md']));
  });
});
