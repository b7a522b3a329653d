/**
 * Every rule's level and direction, asserted from one table over the registry: a rule added to
 * the registry without a row here fails, and so does a row whose level or direction the registry
 * or the reported change disagrees with. Each row drives a change that fires the rule. Rows on
 * schemas place the same change once reached from a request and once from a response: the rule
 * must fire exactly where its direction says. Rows on whole documents also diff the change
 * backwards, and name what that reports. The rows live by rule family in levels/, each family's
 * rows in the file named for it.
 */
import { describe, expect, it } from 'vitest';
import { RULES, type Direction } from '../../../../generator/drift/rules/registry.ts';
import { diff, ids, withId } from '../fixtures.ts';
import { asRequest, asResponse } from './levels/rows.ts';
import { FAMILY_ROWS, TABLE } from './levels/table.ts';

const firesFrom = (direction: Direction) => ({ request: direction !== 'response', response: direction !== 'request' });

describe('every rule, its level and its direction', () => {
  it('the table has a row for every registered rule, and no row for a rule that is not registered', () => {
    expect(Object.keys(TABLE).sort()).toEqual(RULES.map((rule) => rule.id).sort());
  });

  it("each row sits in its rule's family, once", () => {
    const placed = Object.entries(FAMILY_ROWS).flatMap(([family, rows]) => Object.keys(rows).map((id) => [id, family]));
    expect(placed.sort()).toEqual(RULES.map((rule) => [rule.id, rule.family]).sort());
  });

  describe.each(RULES.map((rule) => [rule.id, rule] as const))('%s', (id, rule) => {
    const row = TABLE[id];

    it('has the level and direction the table gives it', () => {
      expect(row, `add a row for ${id} to the table in levels.test.ts`).toBeDefined();
      expect({ level: rule.level, direction: rule.direction }).toEqual({ level: row!.level, direction: row!.direction });
    });

    it('fires at that level, where its direction says, and the reverse change reports its counterpart', () => {
      if (!row) throw new Error(`no row for ${id} in levels.test.ts`);
      if ('thing' in row) {
        const fires = firesFrom(row.direction);
        for (const [side, place] of [['request', asRequest], ['response', asResponse]] as const) {
          const changes = withId(diff(place(row.thing[0], row.openapi), place(row.thing[1], row.openapi)), id);
          expect(changes.length > 0, `${id} reached from a ${side}`).toBe(fires[side]);
          for (const change of changes) expect(change.level).toBe(row.level);
        }
      } else {
        const changes = withId(diff(row.documents[0], row.documents[1], row.options), id);
        expect(changes.length).toBeGreaterThan(0);
        for (const change of changes) expect(change.level).toBe(row.level);
        if (row.direction === 'request') expect(changes.every((change) => /^[A-Z]+ \//.test(change.operation ?? ''))).toBe(true);
        expect(ids(diff(row.documents[1], row.documents[0], row.options))).toEqual(row.reverse);
      }
    });
  });
});
