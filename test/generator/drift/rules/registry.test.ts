import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../generator/drift/messages.ts';
import { FAMILIES } from '../../../../generator/drift/rules/index.ts';
import { RULES } from '../../../../generator/drift/rules/registry.ts';

const familyTest = (family: string) => readFileSync(new URL(`./${family}.test.ts`, import.meta.url), 'utf8');

describe('rule registry', () => {
  it('has unique ids, kebab-case, with a level, a direction and one line each', () => {
    const idList = RULES.map((rule) => rule.id);
    expect(new Set(idList).size).toBe(idList.length);
    for (const rule of RULES) {
      expect(rule.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(['error', 'warning', 'info']).toContain(rule.level);
      expect(['request', 'response', 'both']).toContain(rule.direction);
      expect(rule.description).not.toMatch(/\n/);
    }
  });

  it('every registered family is applied, and every rule belongs to one', () => {
    const applied = new Set(FAMILIES.map((family) => family.name));
    for (const rule of RULES) expect(applied, rule.id).toContain(rule.family);
  });

  it('every rule has a message', () => {
    for (const rule of RULES) expect(typeof MESSAGES[rule.id], rule.id).toBe('function');
  });

  it("every rule is exercised by its family's test file", () => {
    const untested = RULES.filter((rule) => !familyTest(rule.family).includes(`'${rule.id}'`)).map((rule) => rule.id);
    expect(untested).toEqual([]);
  });
});
