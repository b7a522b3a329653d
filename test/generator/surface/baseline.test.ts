import { describe, expect, it } from 'vitest';
import { formatBaseline, parseBaseline } from '../../../generator/surface/baseline.ts';
import { compareSurface } from '../../../generator/surface/compare.ts';

describe('baseline text', () => {
  it('round-trips entries, keeping each declaration of a shared name apart', () => {
    const text = formatBaseline([
      { key: 'Status', signature: "const: readonly ['live', 'closed']" },
      { key: 'Status', signature: 'type = (typeof Status)[number]' },
      { key: 'paths["/v2/x"]', signature: ': {}' },
    ]);
    expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual(["Status\tconst: readonly ['live', 'closed']", 'Status\ttype = (typeof Status)[number]', 'paths["/v2/x"]\t: {}', '']);
    expect([...parseBaseline(text)]).toEqual([
      ['Status', "const: readonly ['live', 'closed']"],
      ['Status#2', 'type = (typeof Status)[number]'],
      ['paths["/v2/x"]', ': {}'],
    ]);
  });

  it('lets an `as const` list grow without calling it a break', () => {
    const before = parseBaseline(formatBaseline([{ key: 'Status', signature: "const: readonly ['live']" }, { key: 'Status', signature: 'type = (typeof Status)[number]' }]));
    const after = parseBaseline(formatBaseline([{ key: 'Status', signature: "const: readonly ['live', 'paused']" }, { key: 'Status', signature: 'type = (typeof Status)[number]' }]));
    expect(compareSurface(before, after).breaking).toEqual([]);
  });
});
