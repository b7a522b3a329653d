/** The one-line form of a surface change, and the order lines are listed in. */
import { describe, expect, it } from 'vitest';
import { byPath, changeLine, type SurfaceChange } from '../../../generator/surface/changes.ts';

describe('changeLine', () => {
  it('path, change, and the reason when there is one', () => {
    expect(changeLine({ path: 'Incident.id', change: 'removed', why: 'old code reading it no longer compiles' })).toBe('Incident.id: removed; old code reading it no longer compiles');
    expect(changeLine({ path: 'extra', change: 'added' })).toBe('extra: added');
    expect(changeLine({ path: 'extra', change: 'added', why: '' })).toBe('extra: added');
  });
});

describe('byPath', () => {
  it('orders by path first, then by the whole line, and finds equal lines equal', () => {
    const changes: SurfaceChange[] = [
      { path: 'b', change: 'removed' },
      { path: 'a.x', change: 'type changed', why: 'z' },
      { path: 'a', change: 'removed' },
      { path: 'a.x', change: 'type changed', why: 'a' },
      { path: 'a.x', change: 'now optional' },
    ];
    expect([...changes].sort(byPath).map(changeLine)).toEqual(['a: removed', 'a.x: now optional', 'a.x: type changed; a', 'a.x: type changed; z', 'b: removed']);
    // The path decides before the line: as lines, "a: z" sorts after "a.x: a" (":" comes after ".").
    expect(byPath({ path: 'a', change: 'z' }, { path: 'a.x', change: 'a' })).toBe(-1);
    expect(byPath({ path: 'a.x', change: 'a' }, { path: 'a', change: 'z' })).toBe(1);
    expect(byPath({ path: 'a', change: 'b', why: 'c' }, { path: 'a', change: 'b', why: 'c' })).toBe(0);
    expect(byPath({ path: 'a', change: 'c' }, { path: 'a', change: 'b' })).toBe(1);
    expect(byPath({ path: 'a', change: 'b' }, { path: 'a', change: 'c' })).toBe(-1);
  });
});
