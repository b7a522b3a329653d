/**
 * Which release a freshly generated package is: the newest recorded one when its content is the
 * same (a no-op keeps the version), else a new one the judge classifies, appended to the record.
 */
import type { OpenApiDocument } from '../load/document.ts';
import type { Classification } from './classify.ts';
import { newestRelease, type Release, type ReleaseRecord } from './record.ts';
import { FIRST_VERSION, editionOf, nextVersion, type Edition } from './version.ts';

/** What a judge is shown: the package written to disk (for the API-surface check) and its document. */
export interface LandingContext {
  /** The staged package, every file written, package.json with a provisional version. */
  packageDir: string;
  document: OpenApiDocument;
  /** sha256 of the document's stored form. */
  documentHash: string;
  /** The newest recorded release, the one this landing follows. */
  previous: Release | undefined;
}

export interface LandingJudgement extends Classification {
  /** When the document was published, ISO 8601, or null when nothing says. */
  documentDate: string | null;
  /** live: a document fetched from the platform (regen); reference: the reference's edition, or a spec or generator change after either. */
  edition: Edition;
}

/** Classifies a landing: regen judges by its own drift report, `make generate` by judge.ts. */
export type LandingJudge = (context: LandingContext) => Promise<LandingJudgement>;

export interface ResolvedRelease {
  record: ReleaseRecord;
  /** The newest release: this package's. */
  release: Release;
  /** True when this run appended it. */
  landed: boolean;
}

export async function resolveRelease(record: ReleaseRecord, fingerprint: string, context: Omit<LandingContext, 'previous'>, judge: LandingJudge): Promise<ResolvedRelease> {
  const previous = newestRelease(record);
  if (previous?.fingerprint === fingerprint) return { record, release: previous, landed: false };
  const judgement = await judge({ ...context, previous });
  const release = newRelease(previous, judgement, { document: context.documentHash, fingerprint });
  return { record: { releases: [...record.releases, release] }, release, landed: true };
}

/** The entry a landing appends after `previous`. */
export function newRelease(previous: Release | undefined, judgement: LandingJudgement, identity: Pick<Release, 'document' | 'fingerprint'>): Release {
  const { edition, documentDate, changes } = judgement;
  const base = { documentDate, ...identity, changes };
  if (previous === undefined) {
    const first = edition === 'live' ? 'first import of the live API' : 'first release of the edition written from the reference';
    return { version: FIRST_VERSION[edition], bump: 'initial', reasons: [first, ...judgement.reasons.filter(() => changes.length > 0)], ...base };
  }
  if (edition === 'live' && editionOf(previous.version) === 'reference') {
    return { version: FIRST_VERSION.live, bump: 'major', reasons: ['first import of the live API', ...judgement.reasons], ...base };
  }
  return { version: nextVersion(previous.version, judgement.bump, edition), bump: judgement.bump, reasons: judgement.reasons, ...base };
}
