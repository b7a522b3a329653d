import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeSurface } from '../../../generator/surface/compute.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

const PACKAGE = {
  'index.ts': `
    export type { Options } from './options.js';
    export * as v2 from './v2.js';
    /** Docs do not count. */
    export interface Incident {
      readonly id: string;
      owner?: { id: string; /* nor comments */ name: string | null };
      "custom-field"?: number;
      [key: string]: unknown;
    }
    export type Status = 'live' | 'closed';
    export const statuses = ['live', 'closed'] as const;
    export function pick<T>(items: T[], index = 0): T | undefined { return items[index]; }
    export const { first } = { first: (value: string): number => value.length };
    export const table = { 'List V1': { method: 'get', tags: ['a'] } } as const;
    export class ApiError extends Error {
      constructor(readonly status: number, message: string) { super(message); }
      retryable(): boolean { return this.status >= 500; }
      private secret = 1;
    }
  `,
  'options.ts': 'export interface Options { apiKey: string; baseUrl?: string }',
  'v2.ts': 'export type Id = string;',
};

function writePackage(files: Record<string, string>): string {
  const dir = tempDir('surface');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return join(dir, 'index.ts');
}

describe('computeSurface', () => {
  it('lists every export and member with its signature, sorted, without comments or layout', () => {
    const lines = computeSurface(writePackage(PACKAGE)).map((entry) => `${entry.key}\t${entry.signature}`);
    expect(lines).toEqual([
      'ApiError\tclass extends Error',
      'ApiError new()\t(status: number, message: string): ApiError',
      'ApiError.retryable\t: () => boolean',
      'ApiError.status\t: number',
      'Incident\tinterface',
      'Incident.id\treadonly: string',
      'Incident.owner\t?: {}',
      'Incident.owner.id\t: string',
      'Incident.owner.name\t: string | null',
      'Incident["custom-field"]\t?: number',
      'Incident[string]\t: unknown',
      'Options\tinterface',
      'Options.apiKey\t: string',
      'Options.baseUrl\t?: string',
      'Status\ttype = \'live\' | \'closed\'',
      'first\tconst = { first: (value: string): number => value.length }.first',
      'pick\tfunction: <T>(items: T[], index?: number) => T | undefined',
      "statuses\tconst: readonly ['live', 'closed']",
      'table\tconst: {}',
      'table["List V1"]\t: {}',
      "table[\"List V1\"].method\t= 'get'",
      "table[\"List V1\"].tags\t= readonly ['a']",
      'v2\tnamespace',
      'v2.Id\ttype = string',
    ]);
  });

  it('is the same for the same code however it is laid out', () => {
    const reformatted = { ...PACKAGE, 'index.ts': PACKAGE['index.ts'].replace(/;\s*/g, ';\n\n        ') };
    expect(computeSurface(writePackage(reformatted))).toEqual(computeSurface(writePackage(PACKAGE)));
  });
});
