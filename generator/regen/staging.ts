import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { namingPath } from '../write/failure-path.ts';
import { LandingJournal, type Placement } from '../write/landing-journal.ts';

/**
 * Every change a run makes is built in a scratch folder first, then swapped in as one journaled
 * landing (write/landing-journal.ts). Until `commit`, the tree is untouched; a failed `commit`, a
 * `rollback` after one (when a later check fails), or a `discard` before `confirm` puts every file
 * and folder back as it was, byte for byte; a process killed meanwhile is recovered by the next run.
 */
export class Staging {
  readonly dir: string;
  private readonly planned: Placement[] = [];
  private readonly landing: LandingJournal;
  private counter = 0;

  /** `journal`: where the landing's journal goes (write/landing-site.ts's, beside generated/). */
  constructor(scratchRoot: string, journal: string) {
    mkdirSync(scratchRoot, { recursive: true });
    this.dir = mkdtempSync(join(scratchRoot, 'run-'));
    this.landing = new LandingJournal(journal);
  }

  /** A fresh path inside the scratch folder, for a tool that writes its own output there. */
  scratchPath(name: string): string {
    return join(this.dir, `${this.counter++}-${name}`);
  }

  writeFile(target: string, content: string): void {
    const staged = this.scratchPath('file');
    namingPath(staged, () => writeFileSync(staged, content));
    this.planned.push({ source: staged, target });
  }

  /** Replaces the folder `target` with `builtDir` (which must be inside the scratch folder). */
  replaceDir(target: string, builtDir: string): void {
    this.planned.push({ source: builtDir, target });
  }

  /** Swaps every planned file and folder in; on failure puts them all back and rethrows. */
  commit(): void {
    this.landing.swapIn(this.planned);
  }

  /** The landing stands (its checks passed): the journal is marked committed, the backups go. */
  confirm(): void {
    this.landing.confirm();
  }

  /** Undoes a commit not yet confirmed. */
  rollback(): void {
    this.landing.rollback();
  }

  /** Drops the scratch folder, first undoing a commit nobody confirmed (a check that threw). */
  discard(): void {
    this.landing.rollback();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
