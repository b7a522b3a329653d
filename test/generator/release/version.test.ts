import { describe, expect, it } from 'vitest';
import { editionOf, nextVersion, parseVersion } from '../../../generator/release/version.ts';

describe('nextVersion', () => {
  it('moves the number the bump names from 1.0.0 on, zeroing those after it', () => {
    expect(nextVersion('1.4.2', 'major', 'live')).toBe('2.0.0');
    expect(nextVersion('1.4.2', 'minor', 'live')).toBe('1.5.0');
    expect(nextVersion('1.4.2', 'patch', 'live')).toBe('1.4.3');
    // A spec or generator change after the live import is judged the same way.
    expect(nextVersion('1.4.2', 'minor', 'reference')).toBe('1.5.0');
  });

  it('keeps the reference edition below 1.0.0 with the 0.x convention: breaking moves the minor number, anything else the patch number', () => {
    expect(nextVersion('0.3.1', 'major', 'reference')).toBe('0.4.0');
    expect(nextVersion('0.3.1', 'minor', 'reference')).toBe('0.3.2');
    expect(nextVersion('0.3.1', 'patch', 'reference')).toBe('0.3.2');
  });

  it('starts each edition at its first version, and the first live landing on a reference version is 1.0.0 whatever changed', () => {
    expect(nextVersion(undefined, 'minor', 'reference')).toBe('0.1.0');
    expect(nextVersion(undefined, 'major', 'live')).toBe('1.0.0');
    for (const bump of ['major', 'minor', 'patch'] as const) expect(nextVersion('0.7.3', bump, 'live')).toBe('1.0.0');
  });

  it('refuses what is not a release version', () => {
    for (const bad of ['1.0', '1.0.0-beta.1', '01.0.0', '1.0.0+build', 'v1.0.0', '', '1.0.0 ']) {
      expect(parseVersion(bad)).toBeUndefined();
      expect(() => nextVersion(bad, 'patch', 'live')).toThrow(/not a release version/);
    }
  });

  it('tells the edition by the major number', () => {
    expect(editionOf('0.9.9')).toBe('reference');
    expect(editionOf('1.0.0')).toBe('live');
    expect(editionOf('10.0.0')).toBe('live');
  });
});
