/**
 * A folder that takes no new entries, for tests of what a write refuses or reports. Permission
 * bits are enough for an ordinary user; root ignores them, so as root the folder is also made
 * immutable (`chattr +i`, which needs CAP_LINUX_IMMUTABLE and a filesystem that has the flag).
 * A test that cannot get such a folder is skipped with the reason, shown by the reporter: it never
 * passes without the check, and a machine without the capability does not fail the suite.
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

/**
 * Makes `dir` take no new entries until the returned function restores it (call it in `finally`);
 * `skip` is the test context's, called with the reason when this machine cannot.
 */
export function makeReadOnly(dir: string, skip: (note: string) => never): () => void {
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
    return skip(`cannot make ${dir} read-only here (root without chattr, CAP_LINUX_IMMUTABLE or a filesystem with the flag)`);
  }
  return restore;
}
