import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { headingAnchors, links } from './markdown.ts';

/**
 * Every relative link in `file` (a path below `root`) that points nowhere: a missing file or
 * folder, a path leaving the repository, or a `#anchor` no heading of the target page makes.
 * External links (a scheme, `//host`) are not followed: the tests run offline.
 */
export function brokenLinks(root: string, file: string, markdown: string): string[] {
  const broken: string[] = [];
  for (const { target, line } of links(markdown)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const hash = target.indexOf('#');
    const path = decodeURIComponent(hash === -1 ? target : target.slice(0, hash));
    const anchor = hash === -1 ? undefined : decodeURIComponent(target.slice(hash + 1));
    const where = `${file}:${line}: ${target}`;
    const resolved = path === '' ? join(root, file) : normalize(join(root, dirname(file), path));
    const inside = relative(root, resolved);
    if (inside.startsWith('..')) {
      broken.push(`${where}: leaves the repository`);
      continue;
    }
    if (path !== '' && !existsSync(resolved)) {
      broken.push(`${where}: no such file`);
      continue;
    }
    if (anchor === undefined) continue;
    if (path !== '' && (!resolved.endsWith('.md') || statSync(resolved).isDirectory())) {
      broken.push(`${where}: an anchor into a file that is not markdown`);
      continue;
    }
    const page = path === '' ? markdown : readFileSync(resolved, 'utf8');
    if (!headingAnchors(page).has(anchor)) broken.push(`${where}: no heading makes #${anchor}`);
  }
  return broken;
}
