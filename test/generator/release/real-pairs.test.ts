/**
 * Real consecutive published documents (../shared) of each kind, found with `drift`: the version
 * logic judges them as the drift report says, and the same history always gives the same versions.
 */
import { describe, expect, it } from 'vitest';
import { realSpecPaths, snapshotName } from '../../support/real-specs.ts';
import { bumpTable, replayByDrift } from './replay.ts';

const pair = (older: string, newer: string) => realSpecPaths().filter((path) => [older, newer].includes(snapshotName(path)));

describe('real snapshot pairs', () => {
  it('an additive pair (11 operations added) is a minor release', () => {
    const [first, second] = replayByDrift(pair('2023-03-10T141334Z', '2023-03-23T175121Z'));
    expect(first!.release).toMatchObject({ version: '1.0.0', bump: 'initial' });
    expect(second!.release).toMatchObject({ version: '1.1.0', bump: 'minor', reasons: ['operation-added (11)', 'response-enum-value-added (1)'] });
  });

  it('a pair that removes a response property is a major release', () => {
    const [, second] = replayByDrift(pair('2023-04-11T164400Z', '2023-04-19T095628Z'));
    expect(second!.release).toMatchObject({ version: '2.0.0', bump: 'major', reasons: ['response-property-removed (1)'] });
  });

  it('a pair the drift checker reports nothing for (descriptions and examples only) is a patch release', () => {
    const [, second] = replayByDrift(pair('2024-05-07T222710Z', '2024-05-09T153929Z'));
    expect(second!.release).toMatchObject({ version: '1.0.1', bump: 'patch' });
  });

  it('gives the same versions for the same history, run after run', () => {
    const paths = realSpecPaths().slice(0, 12);
    const once = replayByDrift(paths);
    expect(replayByDrift(paths)).toEqual(once);
    expect(once.map((landing) => landing.release.version)).toEqual(['1.0.0', '1.1.0', '1.2.0', '1.3.0', '2.0.0', '3.0.0', '4.0.0', '5.0.0', '5.1.0', '6.0.0', '6.1.0', '6.2.0']);
    expect(bumpTable(once).at(-1)).toBe('| 11 | 5 | 6 | 0 | 0 | 1.0.0 | 6.2.0 |');
  });
});
