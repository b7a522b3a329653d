/**
 * A comparison with consumer folders (`drift --consumer`, `spec-diff --consumer`): the report named
 * from both documents' models, the packages generated from those models, and each consumer compiled
 * against both. Loaded only when a consumer folder is given: it brings TypeScript with it.
 */
import { diffDocuments, type DiffOptions, type DriftReport } from '../drift/index.ts';
import type { DocumentNames } from '../drift/symbols.ts';
import type { OpenApiDocument } from '../load/document.ts';
import { documentModel, symbolNames } from '../model/symbol-names.ts';
import { checkConsumers, writeScratchPackages, type ConsumerProject } from './index.ts';

export async function diffWithConsumers(before: OpenApiDocument, after: OpenApiDocument, options: DiffOptions, consumers: readonly ConsumerProject[]): Promise<{ report: DriftReport; names: DocumentNames }> {
  const models = { old: documentModel(before), new: documentModel(after) };
  const names = { old: symbolNames(models.old), new: symbolNames(models.new) };
  const report = diffDocuments(before, after, { ...options, names });
  const packages = await writeScratchPackages(models);
  try {
    return { report: { ...report, consumers: checkConsumers(consumers, packages, report) }, names };
  } finally {
    packages.remove();
  }
}
