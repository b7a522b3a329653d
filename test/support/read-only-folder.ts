/**
 * A folder that takes no new entries, for tests of what a write refuses or reports. Permission
 * bits are enough for an ordinary user; root ignores them, so as root the folder is also made
 * immutable (`chattr +i`, which needs CAP_LINUX_IMMUTABLE). A test that cannot get such a folder
 * fails saying so rather than passing without the check.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmdirSync } from 'node:fs';
import { join } from 'node:path';

const takesEntries = (dir: string): boolean => {
  try {
    rmdirSync(mkdtempSync(join(dir, '.probe-')));
    return true;
  } catch {
    return false;
  }
};

/** Makes `dir` take no new entries until the returned function restores it (call it in `finally`). */
export function makeReadOnly(dir: string): () => void {
  chmodSync(dir, 0o555);
  let immutable = false;
  if (takesEntries(dir)) {
    try {
      execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
      immutable = true;
    } catch {
      // reported below
    }
  }
  const restore = () => {
    if (immutable) execFileSync('chattr', ['-i', dir], { stdio: 'ignore' });
    chmodSync(dir, 0o755);
  };
  if (takesEntries(dir)) {
    restore();
    throw new Error(`cannot make ${dir} read-only here (root without chattr or CAP_LINUX_IMMUTABLE)`);
  }
  return restore;
}
