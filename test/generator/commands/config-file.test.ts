import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readProjectConfig } from '../../../generator/commands/config-file.ts';
import { systemTempDirs } from '../../support/temp-dirs.ts';

const tempDir = systemTempDirs();

function configFile(text: string): string {
  const path = join(tempDir('config-file'), 'incident-gen.config.json');
  writeFileSync(path, text);
  return path;
}

describe('readProjectConfig', () => {
  it('reads generate.name; an absent default file is no config, an absent named one is bad input', () => {
    expect(readProjectConfig(configFile('{"generate":{"name":"petstore-client"}}'), false)).toEqual({ generate: { name: 'petstore-client' } });
    expect(readProjectConfig(configFile('{}'), true)).toEqual({});
    expect(readProjectConfig(configFile('{"generate":{}}'), true)).toEqual({ generate: {} });
    const missing = join(tempDir('config-file'), 'none.json');
    expect(readProjectConfig(missing, false)).toEqual({});
    expect(() => readProjectConfig(missing, true)).toThrow(`${missing}: no such file`);
  });

  it.each([
    ['{', /: not valid JSON$/],
    ['[]', /: \(the file\): not an object$/],
    ['null', /: \(the file\): not an object$/],
    ['{"name":"x"}', /: \(the file\): unknown key "name" \(known: generate\)$/],
    ['{"generate":"x"}', /: generate: not an object$/],
    ['{"generate":{"nmae":"x"}}', /: generate: unknown key "nmae" \(known: name\)$/],
    ['{"generate":{"name":7}}', /: generate\.name: not a string$/],
    // A control character in a key is shown escaped, never sent to the terminal.
    ['{"generate":{"\\u001b[2J":1}}', /: generate: unknown key "\\u001b\[2J"/],
  ])('refuses %s with one line naming where', (text, message) => {
    expect(() => readProjectConfig(configFile(text), false)).toThrow(message);
  });

  it('a folder where the file should be is bad input', () => {
    const dir = join(tempDir('config-file'), 'incident-gen.config.json');
    mkdirSync(dir);
    expect(() => readProjectConfig(dir, false)).toThrow(`${dir}: is a directory, not a config file`);
  });
});
