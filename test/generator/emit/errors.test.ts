import { describe, expect, it } from 'vitest';
import { emitErrors } from '../../../generator/emit/errors.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

describe('emitErrors', () => {
  it('declares the reference’s error body and its parts as interfaces', () => {
    const { content } = emitErrors(fixtureModel());
    expect(content).toMatch(/export interface ApiErrorBody \{[^}]*type: string;[^}]*status: number;[^}]*request_id: string;[^}]*errors: ApiErrorDetail\[\];[^}]*rate_limit\?: ApiRateLimitInfo;\s*\}/);
    expect(content).toMatch(/export interface ApiRateLimitInfo \{[^}]*limit: number;[^}]*retry_after: string;\s*\}/);
  });

  it('types errors[] with the runtime’s own ApiErrorDetail, the element type of IncidentApiError.errors', () => {
    const { content } = emitErrors(fixtureModel());
    expect(content).toContain("import type { ApiErrorDetail } from './runtime/client/index.js';");
    expect(content).not.toMatch(/interface ApiErrorDetail\b/);
  });
});
