import { describe, expect, it } from 'vitest';
import { emitErrors } from '../../../generator/emit/errors.ts';
import { fixtureModel } from '../../support/generator-fixture.ts';

describe('emitErrors', () => {
  const { content } = emitErrors(fixtureModel());

  it('declares the reference’s error body and its parts as interfaces', () => {
    expect(content).toMatch(/export interface ApiErrorBody \{[^}]*type: string;[^}]*status: number;[^}]*request_id: string;[^}]*errors: ApiErrorDetail\[\];[^}]*rate_limit\?: ApiRateLimitInfo;\s*\}/);
    expect(content).toMatch(/export interface ApiErrorDetail \{[^}]*code: string;[^}]*message: string;[^}]*source\?: ApiErrorSource;\s*\}/);
    expect(content).toMatch(/export interface ApiErrorSource \{[^}]*field: string;\s*\}/);
  });
});
