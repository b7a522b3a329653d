import { changeLines } from '../../../../generator/drift/change-lines.ts';
import { diffDocuments, type DriftReport, type DriftSources } from '../../../../generator/drift/index.ts';
import type { OpenApiDocument } from '../../../../generator/load/document.ts';
import { readRealSpecText, realSpecPaths } from '../../../support/real-specs.ts';

export interface RealPair {
  report: DriftReport;
  sources: DriftSources;
  /** The new snapshot's text and document, as the drift command holds them. */
  text: string;
  document: OpenApiDocument;
}

let cached: RealPair | undefined;

/** A year of real history, compared as a pull request would: its new document named `spec/openapiV3.json`. */
export function realPair(): RealPair {
  if (cached) return cached;
  const paths = realSpecPaths();
  const [oldText, text] = [readRealSpecText(paths.at(-20)!), readRealSpecText(paths.at(-1)!)];
  const document = JSON.parse(text) as OpenApiDocument;
  const report = diffDocuments(JSON.parse(oldText) as OpenApiDocument, document, { now: new Date('2026-08-01T00:00:00Z') });
  const sources: DriftSources = { old: { label: 'spec/openapiV3.json @ main (abc1234)', file: 'spec/openapiV3.json' }, new: { label: 'spec/openapiV3.json', file: 'spec/openapiV3.json', lineOf: changeLines(document, text, 'json') } };
  cached = { report, sources, text, document };
  return cached;
}
