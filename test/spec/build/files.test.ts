import { describe, expect, it } from 'vitest';
import { buildDocument, renderDocument } from '../../../spec/build/document.ts';
import { currentEdition } from '../../../spec/build/editions/current.ts';
import { CURRENT_SNAPSHOT, SPEC_FILE, specFiles } from '../../../spec/build/files.ts';
import { readProjectFile } from '../support/spec-files.ts';

describe('spec builder', () => {
  it('the committed spec files are exactly what the builder writes (run `npx tsx spec/build/main.ts`)', () => {
    const files = specFiles();
    expect(files.size).toBe(3);
    for (const [path, text] of files) expect(readProjectFile(path), path).toBe(text);
  });

  it('keeps the newest snapshot byte-identical to spec/openapiV3.json', () => {
    expect(readProjectFile(CURRENT_SNAPSHOT)).toBe(readProjectFile(SPEC_FILE));
  });

  it('is deterministic: two builds render the same bytes, 2-space JSON with a trailing newline', () => {
    const first = renderDocument(buildDocument(currentEdition()));
    const second = renderDocument(buildDocument(currentEdition()));
    expect(second).toBe(first);
    expect(first.endsWith('}\n')).toBe(true);
    expect(first.split('\n')[1]).toBe('  "openapi": "3.0.3",');
  });
});
