import { describe, expect, it } from 'vitest';
import { canonicalText } from '../../../generator/text/canonical-json.ts';
import { sha256 } from '../../../generator/write/fingerprint.ts';

describe('canonical content', () => {
  it('ignores indentation only, so re-indented output counts as unchanged', () => {
    const compact = JSON.parse('{"openapi":"3.0.3","paths":{"/a":{}}}');
    const indented = JSON.parse('{\n    "openapi": "3.0.3",\n    "paths": { "/a": {} }\n}');
    expect(canonicalText(compact)).toBe('{\n  "openapi": "3.0.3",\n  "paths": {\n    "/a": {}\n  }\n}\n');
    expect(sha256(canonicalText(compact))).toBe(sha256(canonicalText(indented)));
    expect(sha256(canonicalText({ ...compact, paths: {} }))).not.toBe(sha256(canonicalText(compact)));
  });
});
