/** --spec globs over a commit's file list. */
import { describe, expect, it } from 'vitest';
import { InputError } from '../../../generator/load/errors.ts';
import { globPattern, matchSpecs } from '../../../generator/pull-request/spec-globs.ts';

const FILES = ['spec/openapiV3.json', 'spec/public/api.yaml', 'spec/public/v2/api.yml', 'spec/notes.md', 'spec.json', 'other/spec/x.json', 'spec/a+b.json'];

describe('matchSpecs', () => {
  it.each([
    [['spec/openapiV3.json'], ['spec/openapiV3.json']],
    [['spec/*.json'], ['spec/a+b.json', 'spec/openapiV3.json']],
    [['spec/**/*.{yaml,yml}'], ['spec/public/api.yaml', 'spec/public/v2/api.yml']],
    [['**/*.json'], ['other/spec/x.json', 'spec.json', 'spec/a+b.json', 'spec/openapiV3.json']],
    [['spec/public/**'], ['spec/public/api.yaml', 'spec/public/v2/api.yml']],
    [['./spec/openapiV?.json', 'spec/*.json'], ['spec/a+b.json', 'spec/openapiV3.json']],
    [['spec/a+b.json'], ['spec/a+b.json']],
  ])('%j matches %j, sorted, each once', (globs, expected) => {
    expect(matchSpecs(globs, FILES)).toEqual(expected);
  });

  it.each([['spec/nothing.json'], ['/etc/passwd'], ['../outside.json'], ['spec/{a,b.json']])('%s is bad input', (glob) => {
    expect(() => matchSpecs([glob], FILES)).toThrow(InputError);
  });

  it('* stays inside one folder', () => {
    expect(globPattern('spec/*.json').test('spec/public/x.json')).toBe(false);
  });
});
