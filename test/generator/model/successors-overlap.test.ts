/** Descriptions naming one operation whose id or route holds another's, or several routes: the successor is the one really named. */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { findSuccessor } from '../../../generator/model/successors.ts';

function documentOf(paths: Record<string, Record<string, string>>): OpenApiDocument {
  const items = Object.fromEntries(Object.entries(paths).map(([path, methods]) => [path, Object.fromEntries(Object.entries(methods).map(([method, operationId]) => [method, { operationId, responses: {} }]))]));
  return { openapi: '3.0.3', info: { title: 'Successors', version: '1' }, paths: items } as unknown as OpenApiDocument;
}

describe('findSuccessor where names overlap', () => {
  it('takes the whole operationId the description names, not a shorter one inside it, whatever order the paths come in', () => {
    const paths = { '/v2/alerts': { get: 'Alerts V2#List' }, '/v2/incident_alerts': { get: 'Incident Alerts V2#List' }, '/v1/incident_alerts': { get: 'Incident Alerts V1#List' } };
    const node = { operationId: 'Incident Alerts V1#List', description: 'Deprecated: use `Incident Alerts V2#List` instead.' };
    expect(findSuccessor(documentOf(paths), node)).toBe('Incident Alerts V2#List');
    expect(findSuccessor(documentOf(Object.fromEntries(Object.entries(paths).reverse())), node)).toBe('Incident Alerts V2#List');
  });

  it('of two operations named with ids of one length, takes the same one whatever order the paths come in', () => {
    const paths = { '/v2/things': { get: 'Things V2#List' }, '/v2/stuffs': { get: 'Stuffs V2#Show' }, '/v1/things': { get: 'Things V1#List' } };
    const node = { operationId: 'Things V1#List', description: 'Use Things V2#List, or Stuffs V2#Show for one.' };
    expect(findSuccessor(documentOf(paths), node)).toBe('Stuffs V2#Show');
    expect(findSuccessor(documentOf(Object.fromEntries(Object.entries(paths).reverse())), node)).toBe('Stuffs V2#Show');
  });

  it('reads past a route the document does not declare to one it does', () => {
    const document = documentOf({ '/v2/things': { get: 'Things V2#List' }, '/v1/things': { get: 'Things V1#List' } });
    expect(findSuccessor(document, { operationId: 'Things V1#List', description: 'Replaced by GET /v3/things (beta) and GET /v2/things.' })).toBe('Things V2#List');
  });

  it('reads a route whose path holds a dot, ending a sentence', () => {
    const document = documentOf({ '/v1/openapi.json': { get: 'Spec V1#Show' }, '/v0/openapi.json': { get: 'Spec V0#Show' } });
    expect(findSuccessor(document, { operationId: 'Spec V0#Show', description: 'Use GET /v1/openapi.json.' })).toBe('Spec V1#Show');
  });
});
