/**
 * Keyword steps in locations (keyword-steps.ts): an entry's key can be anything a document writes,
 * so every character that would end the step or the location's token is attacked, and each must
 * read back whole with decodeURIComponent.
 */
import { describe, expect, it } from 'vitest';
import { CONDITION_STEP, encodeEntry, isKeywordStep, keywordStep } from '../../../../generator/drift/tree/keyword-steps.ts';

describe('keyword steps', () => {
  it('writes a keyword as (keyword), an entry as (keyword[entry]), an index as is', () => {
    expect([keywordStep('contains'), keywordStep('prefixItems', 2), keywordStep('dependentSchemas', 'card'), CONDITION_STEP]).toEqual(['(contains)', '(prefixItems[2])', '(dependentSchemas[card])', '(if)']);
  });

  it('percent-encodes every character that would end the step or the token, and % itself; the rest of a pattern reads as written', () => {
    for (const character of ['.', '(', ')', '[', ']', '%', ' ', '\t', '\n', '\u00a0', '\u2028', '\u3000']) {
      const entry = `a${character}b`;
      const step = keywordStep('patternProperties', entry);
      const written = step.slice('(patternProperties['.length, -2);
      if (character === '%') expect(written).toBe('a%25b');
      else expect(written, JSON.stringify(character)).not.toContain(character);
      expect(step).not.toMatch(/\s/);
      expect(decodeURIComponent(encodeEntry(entry))).toBe(entry);
      expect(isKeywordStep(step)).toBe(true);
    }
    expect(keywordStep('patternProperties', '^x-[a-z]+$')).toBe('(patternProperties[^x-%5Ba-z%5D+$])');
    expect(encodeEntry('^x-\\d{2}|é*')).toBe('^x-\\d{2}|é*');
  });

  it('tells keyword steps from property names, [] / {} and oneOf/anyOf options', () => {
    for (const step of ['(contains)', '(then)', '(else)', '(if)', '(minContains)', '(contentEncoding)', '(prefixItems[0])', '(patternProperties[^x-])', '(dependentRequired[a%2Eb])']) expect(isKeywordStep(step), step).toBe(true);
    for (const segment of ['contains', '(CatV2)', '(#0)', '[]', '{}', '(prefixItems)', '(patternProperties[a]b])', 'then)']) expect(isKeywordStep(segment), segment).toBe(false);
  });
});
