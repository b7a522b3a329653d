import type { DriftChange } from '../drift/report.ts';
import type { DocumentNames } from '../drift/symbols.ts';
import type { OpenApiDocument } from '../load/document.ts';

export class SignatureReader {
  constructor(
    private readonly oldDocument: OpenApiDocument,
    private readonly newDocument: OpenApiDocument,
    private readonly names?: DocumentNames,
  ) {}

  signatureLines(change: DriftChange): string[] {
    void [this.oldDocument, this.newDocument, this.names, change];
    return [];
  }
}
