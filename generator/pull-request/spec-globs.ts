/**
 * `--spec` patterns matched against a commit's file list (never the disk: node_modules and build
 * output are not specs, and the list is the same on every machine). `*` and `?` stay inside one
 * folder, `**` spans folders, `{a,b}` is either; anything else is itself.
 */
import { InputError } from '../load/errors.ts';

export function globPattern(glob: string): RegExp {
  if (glob.startsWith('/') || glob.split('/').includes('..')) throw new InputError(`--spec ${glob}`, 'must be a path inside the repository');
  let source = '';
  let braces = 0;
  for (let index = 0; index < glob.length; index++) {
    const char = glob[index]!;
    if (char === '*' && glob[index + 1] === '*') {
      // `**/` matches no folder or any number of them; a trailing `**` matches everything below.
      const slash = glob[index + 2] === '/';
      source += slash ? '(?:[^/]+/)*' : '.*';
      index += slash ? 2 : 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '?') source += '[^/]';
    else if (char === '{') {
      braces++;
      source += '(?:';
    } else if (char === '}' && braces > 0) {
      braces--;
      source += ')';
    } else if (char === ',' && braces > 0) source += '|';
    else source += char.replace(/[.+^$()|[\]\\{}]/g, '\\$&');
  }
  if (braces > 0) throw new InputError(`--spec ${glob}`, 'has an unclosed {');
  return new RegExp(`^${source}$`);
}

/** The files matching any of `globs`, sorted; a glob matching nothing is bad input (a misspelt path would otherwise pass silently). */
export function matchSpecs(globs: readonly string[], files: readonly string[]): string[] {
  const matched = new Set<string>();
  for (const glob of globs) {
    const pattern = globPattern(glob.replace(/^\.\//, ''));
    const hits = files.filter((file) => pattern.test(file));
    if (hits.length === 0) throw new InputError(`--spec ${glob}`, 'matches no file of the pull request head');
    for (const hit of hits) matched.add(hit);
  }
  return [...matched].sort();
}
