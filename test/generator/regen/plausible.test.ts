import { describe, expect, it } from 'vitest';
import { loadSpecText } from '../../../generator/load/index.ts';
import { assertPlausible } from '../../../generator/regen/plausible.ts';
import { newestRealSpecPath, readRealSpecText } from '../../support/real-specs.ts';

const withPaths = (count: number) =>
  JSON.stringify({
    openapi: '3.0.3',
    info: {},
    paths: Object.fromEntries(Array.from({ length: count }, (_, i) => [`/v1/thing${i}`, { get: { operationId: `Thing${i} V1#Show`, responses: {} } }])),
  });

describe('assertPlausible', () => {
  it('refuses a valid document with fewer paths than the minimum, naming both counts', () => {
    expect(() => assertPlausible(loadSpecText(withPaths(3), 'live'), 20)).toThrow('live: only 3 paths, expected at least 20 (--min-paths); refusing to replace the spec');
    expect(() => assertPlausible(loadSpecText(withPaths(1), 'live'), 20)).toThrow('live: only 1 path, expected at least 20 (--min-paths)');
    expect(() => assertPlausible(loadSpecText(withPaths(19), 'live'), 20)).toThrow('only 19 paths');
    expect(() => assertPlausible(loadSpecText(withPaths(20), 'live'), 20)).not.toThrow();
  });

  it('accepts the newest real document at the default minimum', () => {
    const spec = loadSpecText(readRealSpecText(newestRealSpecPath()), 'real');
    expect(() => assertPlausible(spec, 20)).not.toThrow();
  });
});
