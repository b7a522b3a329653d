/**
 * How `make generate` classifies a landing (a spec or generator change): the drift report between
 * the previous release's document, found among the snapshots by its hash, and this one, plus the
 * API-surface check of the new package against the committed baseline.
 */
import { existsSync } from 'node:fs';
import { diffDocuments, listSnapshots, loadHistory, type DriftChange } from '../drift/index.ts';
import type { OpenApiDocument } from '../load/document.ts';
import { InputError } from '../load/errors.ts';
import { readSource } from '../load/read.ts';
import { canonicalText } from '../text/canonical-json.ts';
import { sha256 } from '../write/fingerprint.ts';
import { classifyLanding } from './classify.ts';
import type { LandingJudge } from './landing.ts';
import { surfaceChanges } from './surface.ts';
import { editionOf } from './version.ts';

export interface GenerateJudgeSettings {
  /** Where earlier documents are kept (spec/snapshots/). */
  snapshotsDir: string;
  surfaceFile: string;
  packageEntry: string;
  /** Where the record is, for messages. */
  recordFile: string;
  timeoutMs: number;
}

export function generateJudge(settings: GenerateJudgeSettings): LandingJudge {
  return async ({ packageDir, document, documentHash, previous }) => {
    const snapshots = await snapshotFingerprints(settings);
    const documentDate = snapshots.find((snapshot) => snapshot.hash === documentHash)?.date ?? null;
    const edition = previous ? editionOf(previous.version) : 'reference';
    if (!previous) return { ...classifyLanding([], { breaking: [], added: [] }), documentDate, edition };
    const drift = previous.document === documentHash ? [] : await driftSince(await previousDocument(previous.document, previous.version, snapshots, settings), document, documentDate, settings);
    const surface = surfaceChanges(packageDir, settings.surfaceFile, settings.packageEntry);
    return { ...classifyLanding(drift, surface), documentDate, edition };
  };
}

interface SnapshotFingerprint {
  path: string;
  /** sha256 of the file's text as stored. */
  hash: string;
  date: string | null;
}

/** Each snapshot's hash and date; the texts are not kept (a project that has landed many live documents holds hundreds of megabytes). */
async function snapshotFingerprints(settings: GenerateJudgeSettings): Promise<SnapshotFingerprint[]> {
  const found: SnapshotFingerprint[] = [];
  if (!existsSync(settings.snapshotsDir)) return found;
  for (const snapshot of listSnapshots(settings.snapshotsDir)) {
    const { text } = await readSource(snapshot.path, { timeoutMs: settings.timeoutMs });
    found.push({ path: snapshot.path, hash: sha256(text), date: snapshot.date?.toISOString() ?? null });
  }
  return found;
}

/** The snapshot whose stored form hashes to `hash` (canonical files match as they are; others once re-serialised). */
async function previousDocument(hash: string, version: string, snapshots: SnapshotFingerprint[], settings: GenerateJudgeSettings): Promise<OpenApiDocument> {
  const read = async (snapshot: SnapshotFingerprint) => (await readSource(snapshot.path, { timeoutMs: settings.timeoutMs })).text;
  const exact = snapshots.find((snapshot) => snapshot.hash === hash);
  if (exact) return JSON.parse(await read(exact)) as OpenApiDocument;
  for (const snapshot of snapshots) {
    const document = parsed(await read(snapshot));
    if (document !== undefined && sha256(canonicalText(document)) === hash) return document;
  }
  throw new InputError(settings.recordFile, `the document of release ${version} (sha256 ${hash.slice(0, 12)}) is not among the snapshots in ${settings.snapshotsDir}, so what changed since cannot be told; restore its snapshot (\`make spec\` writes the reference's) and run again`);
}

function parsed(text: string): OpenApiDocument | undefined {
  try {
    return JSON.parse(text) as OpenApiDocument;
  } catch {
    return undefined;
  }
}

async function driftSince(previous: OpenApiDocument, next: OpenApiDocument, documentDate: string | null, settings: GenerateJudgeSettings): Promise<DriftChange[]> {
  const history = await loadHistory(settings.snapshotsDir, settings.timeoutMs);
  const at = new Date(documentDate ?? 0);
  const report = diffDocuments(previous, next, { history, now: at, ...(documentDate !== null && { comparedAt: at }) });
  return [...report.changes, ...report.ignored];
}
