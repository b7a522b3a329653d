import { describe, expect, it } from 'vitest';
import { clone, diff, ids, ok, spec } from '../fixtures.ts';

/** One operation; `security` undefined leaves it to the document's global security. */
const secured = (security: unknown, global?: unknown) => {
  const document = spec({ paths: { '/v2/incidents': { get: { operationId: 'Incidents V2#List', ...(security === undefined ? {} : { security }), responses: ok({ type: 'string' }) } } } });
  return global === undefined ? document : { ...clone(document), security: global };
};

describe('security rules', () => {
  it('security-added is an error when a public operation needs a key; security-removed the other way is info', () => {
    expect(diff(secured([]), secured([{ bearer: [] }]))).toMatchObject([{ id: 'security-added', level: 'error', operation: 'GET /v2/incidents', symbols: ['IncidentsV2List'] }]);
    expect(diff(secured([{ bearer: [] }]), secured([]))).toMatchObject([{ id: 'security-removed', level: 'info' }]);
  });

  it('reads the global security when the operation has none, and an empty requirement as anonymous access', () => {
    expect(ids(diff(secured(undefined), secured(undefined, [{ bearer: [] }])))).toEqual(['security-added']);
    expect(ids(diff(secured(undefined, [{ bearer: [] }]), secured(undefined, [{ bearer: [] }, {}])))).toEqual(['security-removed']);
    expect(diff(secured(undefined, [{ bearer: [] }]), secured([{ bearer: [] }]))).toEqual([]);
  });

  it('security-scope-added is an error; security-relaxed (scope dropped, alternative added) is info', () => {
    expect(diff(secured([{ oauth: ['read'] }]), secured([{ oauth: ['read', 'write'] }]))).toMatchObject([{ id: 'security-scope-added', level: 'error' }]);
    expect(diff(secured([{ oauth: ['read', 'write'] }]), secured([{ oauth: ['read'] }]))).toMatchObject([{ id: 'security-relaxed', level: 'info' }]);
    expect(ids(diff(secured([{ bearer: [] }]), secured([{ bearer: [] }, { apiKey: [] }])))).toEqual(['security-relaxed']);
  });

  it('security-changed is an error when no old credential is accepted, both ways', () => {
    expect(diff(secured([{ bearer: [] }]), secured([{ apiKey: [] }]))).toMatchObject([{ id: 'security-changed', level: 'error' }]);
    expect(ids(diff(secured([{ apiKey: [] }]), secured([{ bearer: [] }])))).toEqual(['security-changed']);
  });
});
