import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocument, renderDocument } from '../../../spec/build/document.ts';
import { currentEdition } from '../../../spec/build/editions/current.ts';
import { SPEC_FILE, specFiles } from '../../../spec/build/files.ts';
import { PROJECT_ROOT, readProjectFile } from '../support/spec-files.ts';

const newestSnapshot = () => `spec/snapshots/${readdirSync(resolve(PROJECT_ROOT, 'spec/snapshots')).filter((name) => /\.json$/.test(name)).sort().at(-1)}`;

describe('spec builder', () => {
  it('the committed snapshots are exactly what the builder writes (run `make spec`)', () => {
    const snapshots = [...specFiles()].filter(([path]) => path !== SPEC_FILE);
    expect(snapshots).toHaveLength(2);
    for (const [path, text] of snapshots) expect(readProjectFile(path), path).toBe(text);
  });

  it('keeps spec/openapiV3.json byte-identical to the newest snapshot', () => {
    expect(readProjectFile(SPEC_FILE)).toBe(readProjectFile(newestSnapshot()));
  });

  it('is deterministic: two builds render the same bytes, 2-space JSON with a trailing newline', () => {
    const first = renderDocument(buildDocument(currentEdition()));
    const second = renderDocument(buildDocument(currentEdition()));
    expect(second).toBe(first);
    expect(first.endsWith('}\n')).toBe(true);
    expect(first.split('\n')[1]).toBe('  "openapi": "3.0.3",');
  });
});
