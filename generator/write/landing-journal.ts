/**
 * A landing as a transaction. Each staged file or folder is first moved (or, from another file
 * system, copied) to a sibling of its target, so the swap itself is a rename inside one folder;
 * a journal naming every sibling, target and backup is written and fsync'd before the first of
 * those; the swap renames each target aside and its sibling in; `confirm` marks the journal
 * committed, then drops the backups. A process killed at any instant leaves a journal that
 * `recoverLanding` reads: uncommitted, it puts every target back as it was; committed, it only
 * finishes the clean-up. Either way the tree is exactly the old state or the new one.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, cpSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, rmdirSync, writeFileSync, writeSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { InputError } from '../load/errors.ts';
import { landingStep } from './crash-hook.ts';
import { namingPath } from './failure-path.ts';

export interface JournalStep {
  target: string;
  /** Where the new content waits, beside the target. */
  sibling: string;
  /** Where the old content goes while the landing is open; absent when there was no target. */
  backup?: string;
}

interface JournalFile {
  journal: 'incident-gen landing';
  committed: boolean;
  steps: JournalStep[];
  /** Folders this landing made (parents first): removed again by a rollback. */
  createdDirs: string[];
}

/** One planned replacement: `source` (a staged file or folder, anywhere) or `content` becomes `target`. */
export type Placement = { target: string } & ({ source: string } | { content: string });

export class LandingJournal {
  private state: 'open' | 'swapped' | 'done' = 'open';
  private file: JournalFile | undefined;

  constructor(readonly path: string) {}

  /**
   * Journals the placements, then moves every source beside its target and swaps them all in.
   * On any failure everything is put back (and the error rethrown); afterwards either `confirm`
   * or `rollback` must follow.
   */
  swapIn(placements: readonly Placement[]): void {
    if (this.state !== 'open') throw new Error('a landing journal swaps in once');
    if (existsSync(this.path)) throw new InputError(this.path, 'an interrupted landing was never recovered: run `incident-gen generate` (or regen) to recover it first');
    const id = randomBytes(4).toString('hex');
    const steps = placements.map(({ target }) => ({
      target,
      sibling: join(dirname(target), `.${basename(target)}.landing-${id}`),
      ...(existsSync(target) && { backup: join(dirname(target), `.${basename(target)}.backup-${id}`) }),
    }));
    this.file = { journal: 'incident-gen landing', committed: false, steps, createdDirs: missingDirs(steps.map((step) => dirname(step.target))) };
    this.state = 'swapped';
    try {
      writeJournal(this.path, this.file);
      for (const dir of this.file.createdDirs) {
        landingStep();
        mkdirSync(dir);
      }
      placements.forEach((placement, index) => {
        const { sibling } = steps[index]!;
        if ('source' in placement) moveBeside(placement.source, sibling);
        else {
          landingStep();
          namingPath(sibling, () => writeFileSync(sibling, placement.content));
        }
      });
      for (const step of steps) {
        if (step.backup) {
          landingStep();
          renameSync(step.target, step.backup);
        }
        landingStep();
        renameSync(step.sibling, step.target);
      }
    } catch (error) {
      this.rollback();
      throw error;
    }
  }

  /** The landing stands: the journal says so first, then the backups go. */
  confirm(): void {
    if (this.state !== 'swapped') return;
    this.file!.committed = true;
    writeJournal(this.path, this.file!);
    finish(this.path, this.file!);
    this.state = 'done';
  }

  /** Every target back as it was, every sibling and made folder gone. */
  rollback(): void {
    if (this.state !== 'swapped') return;
    undo(this.path, this.file!);
    this.state = 'done';
  }
}

/**
 * Completes or rolls back the landing a killed process left at `journalPath`; says what it did
 * in one line through `say`. Call it only while holding the project's lock.
 */
export function recoverLanding(journalPath: string, say: (line: string) => void): 'rolled back' | 'completed' | undefined {
  if (!existsSync(journalPath)) return undefined;
  let file: JournalFile;
  try {
    file = JSON.parse(readFileSync(journalPath, 'utf8')) as JournalFile;
  } catch (error) {
    throw new InputError(journalPath, `an interrupted landing's journal cannot be read (${(error as Error).message}); restore spec/ and generated/ from git and delete it`);
  }
  if (file.journal !== 'incident-gen landing' || !Array.isArray(file.steps) || !Array.isArray(file.createdDirs)) throw new InputError(journalPath, 'is not a landing journal; delete it if no landing is under way');
  file = relocated(file, (stored) => resolve(dirname(journalPath), stored));
  const odd = file.steps.find((step) => !isOwnStep(step));
  if (odd) throw new InputError(journalPath, `names ${JSON.stringify(odd.sibling)} beside ${JSON.stringify(odd.target)}, which no landing writes; delete it if no landing is under way`);
  if (file.committed) {
    finish(journalPath, file);
    say(`recovered an interrupted landing (${journalPath}): it had passed its checks, so it was completed`);
    return 'completed';
  }
  undo(journalPath, file);
  say(`recovered an interrupted landing (${journalPath}): rolled back, every file as it was before it`);
  return 'rolled back';
}

/**
 * A step as swapIn writes it: sibling and backup beside the target, named after it. Recovery removes
 * and renames what a journal names, so a journal that is not one of ours must not name anything else.
 */
function isOwnStep(step: JournalStep): boolean {
  const id = /\.landing-([0-9a-f]{8})$/.exec(step.sibling)?.[1];
  if (typeof step.target !== 'string' || id === undefined) return false;
  const beside = (kind: string) => join(dirname(step.target), `.${basename(step.target)}.${kind}-${id}`);
  return step.sibling === beside('landing') && (step.backup === undefined || step.backup === beside('backup'));
}

function finish(journalPath: string, file: JournalFile): void {
  for (const step of file.steps) {
    for (const leftover of [step.backup, step.sibling]) {
      if (leftover !== undefined && existsSync(leftover)) {
        landingStep();
        rmSync(leftover, { recursive: true, force: true });
      }
    }
  }
  landingStep();
  rmSync(journalPath, { force: true });
}

/** Idempotent: a rollback killed half-way is finished by the next one. */
function undo(journalPath: string, file: JournalFile): void {
  for (const step of [...file.steps].reverse()) {
    if (step.backup !== undefined) {
      // No backup left means the target was never moved aside, or was already put back.
      if (existsSync(step.backup)) {
        landingStep();
        rmSync(step.target, { recursive: true, force: true });
        landingStep();
        renameSync(step.backup, step.target);
      }
    } else if (!existsSync(step.sibling) && existsSync(step.target)) {
      // There was no target: what is there now is the new one (its sibling was renamed in).
      landingStep();
      rmSync(step.target, { recursive: true, force: true });
    }
    if (existsSync(step.sibling)) {
      landingStep();
      rmSync(step.sibling, { recursive: true, force: true });
    }
  }
  for (const dir of [...file.createdDirs].reverse()) {
    if (existsSync(dir) && readdirSync(dir).length === 0) {
      // A folder the landing made that has since taken somebody else's file is theirs now: it stays.
      landingStep();
      rmdirSync(dir);
    }
  }
  landingStep();
  rmSync(journalPath, { force: true });
}

/** A rename when it can be one; from another file system (EXDEV), a copy and then the source removed. */
function moveBeside(source: string, sibling: string): void {
  landingStep();
  try {
    renameSync(source, sibling);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    namingPath(sibling, () => cpSync(source, sibling, { recursive: true, errorOnExist: true, force: false }));
    rmSync(source, { recursive: true, force: true });
  }
}

/** The folders among `dirs`' ancestors that do not exist yet, each once, parents first. */
function missingDirs(dirs: readonly string[]): string[] {
  const missing: string[] = [];
  for (const dir of dirs) {
    const chain: string[] = [];
    for (let at = dir; !existsSync(at) && dirname(at) !== at; at = dirname(at)) chain.unshift(at);
    for (const at of chain) if (!missing.includes(at)) missing.push(at);
  }
  return missing;
}

/**
 * Paths relative to the journal's folder, so a project moved (or mounted elsewhere) after a kill is
 * still recovered where it is now.
 */
function relocated(file: JournalFile, map: (path: string) => string): JournalFile {
  const steps = file.steps.map((step) => ({ target: map(step.target), sibling: map(step.sibling), ...(step.backup !== undefined && { backup: map(step.backup) }) }));
  return { ...file, steps, createdDirs: file.createdDirs.map(map) };
}

/** Written beside, fsync'd, renamed over, and the folder fsync'd: the journal is whole or absent. */
function writeJournal(path: string, file: JournalFile): void {
  landingStep();
  const partial = `${path}.${process.pid}.partial`;
  const stored = relocated(file, (absolute) => relative(dirname(path), absolute));
  try {
    const fd = openSync(partial, 'w');
    try {
      namingPath(partial, () => writeSync(fd, `${JSON.stringify(stored, null, 2)}\n`));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(partial, path);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  const dir = openSync(dirname(path), 'r');
  try {
    fsyncSync(dir);
  } finally {
    closeSync(dir);
  }
}
