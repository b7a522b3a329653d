/**
 * The release step of generate: the staged package's fingerprint against the record, a landing
 * when they differ, and the files that carry the result (package.json's version, CHANGELOG.md).
 */
import type { EmittedFile } from '../emit/files.ts';
import { emitPackageJson } from '../emit/package-files.ts';
import type { OpenApiDocument } from '../load/document.ts';
import type { ApiModel } from '../model/types.ts';
import { canonicalText } from '../text/canonical-json.ts';
import { FINGERPRINT_FILE, sha256 } from '../write/fingerprint.ts';
import { emitChangelog } from './changelog.ts';
import { packageContentFingerprint } from './content-fingerprint.ts';
import { resolveRelease, type LandingJudge, type ResolvedRelease } from './landing.ts';
import { formatReleaseRecord, newestRelease, type ReleaseRecord } from './record.ts';
import { CHANGELOG_FILE, PACKAGE_JSON } from '../emit/package-layout.ts';

/** The files that carry the version: everything else is the package's content. */
const VERSION_BEARING_FILES = [CHANGELOG_FILE, FINGERPRINT_FILE] as const;

export interface StagedPackage {
  /** Where the unversioned package is written. */
  packageDir: string;
  specText: string;
  document: OpenApiDocument;
}

/** The package's release, and the record's new text when one landed. */
export async function releasePackage(unversioned: readonly EmittedFile[], staged: StagedPackage, releases: { record: ReleaseRecord; judge?: LandingJudge | undefined; file: string }): Promise<ResolvedRelease & { text: string }> {
  const fingerprint = packageContentFingerprint(unversioned, VERSION_BEARING_FILES);
  const documentHash = sha256(canonicalText(JSON.parse(staged.specText)));
  const judge = releases.judge ?? (() => Promise.reject(new Error(`${releases.file}: the package changed, and no judge was given to classify the release`)));
  const resolved = await resolveRelease(releases.record, fingerprint, { packageDir: staged.packageDir, document: staged.document, documentHash }, judge);
  return { ...resolved, text: resolved.landed ? formatReleaseRecord(resolved.record) : '' };
}

/** `files` with package.json at the record's newest version (0.0.0 without one) and CHANGELOG.md. */
export function withVersion(files: readonly EmittedFile[], model: ApiModel, record: ReleaseRecord): EmittedFile[] {
  const version = newestRelease(record)?.version;
  const packageJson = emitPackageJson(model, version);
  return [...files.filter((file) => file.path !== PACKAGE_JSON), packageJson, emitChangelog(record, model.package.name)].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
