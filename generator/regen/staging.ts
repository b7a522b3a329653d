import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** One undoable step of a commit. */
type Applied = { kind: 'created-dir'; path: string } | { kind: 'placed'; target: string; backup: string | undefined };

/**
 * Every change a run makes is built in a scratch folder first, then swapped in with renames.
 * Until `commit`, the tree is untouched; a failed `commit` (or a `rollback` after one, when a
 * later check fails) puts every file and folder back as it was, byte for byte.
 */
export class Staging {
  readonly dir: string;
  private readonly planned: Array<{ staged: string; target: string }> = [];
  private applied: Applied[] = [];
  private counter = 0;

  constructor(scratchRoot: string) {
    mkdirSync(scratchRoot, { recursive: true });
    this.dir = mkdtempSync(join(scratchRoot, 'run-'));
  }

  /** A fresh path inside the scratch folder, for a tool that writes its own output there. */
  scratchPath(name: string): string {
    return join(this.dir, `${this.counter++}-${name}`);
  }

  writeFile(target: string, content: string): void {
    const staged = this.scratchPath('file');
    writeFileSync(staged, content);
    this.planned.push({ staged, target });
  }

  /** Replaces the folder `target` with `builtDir` (which must be inside the scratch folder). */
  replaceDir(target: string, builtDir: string): void {
    this.planned.push({ staged: builtDir, target });
  }

  commit(): void {
    try {
      for (const { staged, target } of this.planned) this.place(staged, target);
    } catch (error) {
      this.rollback();
      throw error;
    }
  }

  /** Undoes a commit, newest step first. */
  rollback(): void {
    for (const step of this.applied.reverse()) {
      if (step.kind === 'created-dir') rmdirSync(step.path);
      else {
        rmSync(step.target, { recursive: true, force: true });
        if (step.backup) renameSync(step.backup, step.target);
      }
    }
    this.applied = [];
  }

  /** Drops the scratch folder (and with it the backups of a committed run). */
  discard(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }

  private place(staged: string, target: string): void {
    this.ensureDir(dirname(target));
    let backup: string | undefined;
    if (existsSync(target)) {
      backup = this.scratchPath('backup');
      renameSync(target, backup);
    }
    try {
      renameSync(staged, target);
    } catch (error) {
      if (backup) renameSync(backup, target);
      throw error;
    }
    this.applied.push({ kind: 'placed', target, backup });
  }

  private ensureDir(dir: string): void {
    if (existsSync(dir)) return;
    this.ensureDir(dirname(dir));
    mkdirSync(dir);
    this.applied.push({ kind: 'created-dir', path: dir });
  }
}
