import { describe, expect, it } from 'vitest';
import { canonicalText, contentHash } from '../../../generator/regen/content.ts';

describe('canonical content', () => {
  it('ignores indentation only, so re-indented output counts as unchanged', () => {
    const compact = JSON.parse('{"openapi":"3.0.3","paths":{"/a":{}}}');
    const indented = JSON.parse('{\n    "openapi": "3.0.3",\n    "paths": { "/a": {} }\n}');
    expect(canonicalText(compact)).toBe('{\n  "openapi": "3.0.3",\n  "paths": {\n    "/a": {}\n  }\n}\n');
    expect(contentHash(canonicalText(compact))).toBe(contentHash(canonicalText(indented)));
    expect(contentHash(canonicalText({ ...compact, paths: {} }))).not.toBe(contentHash(canonicalText(compact)));
  });
});
