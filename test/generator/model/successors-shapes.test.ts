/**
 * The successor a deprecated operation, parameter or property points its callers to, read from
 * how real documents word it: an `x-successor`, an operationId or a route in the description, or
 * a quoted name after "use", "replaced by", "superseded by" or "in favour of".
 */
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { findSuccessor } from '../../../generator/model/successors.ts';

function documentOf(): OpenApiDocument {
  const operation = (operationId?: string) => ({ ...(operationId && { operationId }), responses: {} });
  return {
    openapi: '3.0.3',
    info: { title: 'Successors', version: '1' },
    paths: {
      '/v2/incidents': { get: operation('Incidents V2#List'), post: operation('Incidents V2#Create') },
      '/v2/incidents/all': { get: operation('Incidents V2#ListAll') },
      '/v2/incidents/{id}': { get: operation('Incidents V2#Show'), delete: operation() },
    },
  } as unknown as OpenApiDocument;
}

describe('findSuccessor on real wordings', () => {
  it('takes a trimmed x-successor, and reads the description when it is blank or not text', () => {
    const document = documentOf();
    expect(findSuccessor(document, { 'x-successor': '  mode ' })).toBe('mode');
    expect(findSuccessor(document, { 'x-successor': '   ', description: 'Use `mode` instead.' })).toBe('mode');
    expect(findSuccessor(document, { 'x-successor': 7, description: 'Use `mode` instead.' })).toBe('mode');
    expect(findSuccessor(document, { description: 42 })).toBeUndefined();
  });

  it('reads the longest operationId a description names, never the deprecated operation itself', () => {
    const document = documentOf();
    expect(findSuccessor(document, { description: 'Deprecated: use Incidents V2#ListAll.' })).toBe('Incidents V2#ListAll');
    expect(findSuccessor(document, { description: 'Deprecated: use Incidents V2#List.' })).toBe('Incidents V2#List');
    // Its own id holds a shorter one (`Incidents V2#List`): that is no mention of it.
    expect(findSuccessor(document, { operationId: 'Incidents V2#ListAll', description: 'See Incidents V2#ListAll, or Incidents V2#Show.' })).toBe('Incidents V2#Show');
    expect(findSuccessor(document, { description: 'Use Incidents V2#Lister or OldIncidents V2#Show.' })).toBeUndefined();
    expect(findSuccessor(document, { description: 'Use Incidents V2#Lister or (Incidents V2#Show)' })).toBe('Incidents V2#Show');
    expect(findSuccessor(document, { description: 'Not Incidents V2#List2 or Incidents V2#List_old: Incidents V2#List' })).toBe('Incidents V2#List');
    expect(findSuccessor(document, { description: 'Not Incidents V2#List2 or Incidents V2#List_old' })).toBeUndefined();
  });

  it('reads a route in any case, ending at punctuation, a trailing full stop left out, and skips routes that are unknown or the operation itself', () => {
    const document = documentOf();
    expect(findSuccessor(document, { description: 'Replaced by post /v2/incidents; see the guide.' })).toBe('Incidents V2#Create');
    expect(findSuccessor(document, { description: 'Replaced by GET /v2/incidents/{id}.' })).toBe('Incidents V2#Show');
    expect(findSuccessor(document, { description: 'Call (GET /v2/incidents/all) instead' })).toBe('Incidents V2#ListAll');
    expect(findSuccessor(document, { description: 'Replaced by `DELETE /v2/incidents/{id}`' })).toBe('DELETE /v2/incidents/{id}');
    expect(findSuccessor(document, { description: 'Gone: GET /v1/incidents, then GET /v2/incidents' })).toBe('Incidents V2#List');
    expect(findSuccessor(document, { operationId: 'Incidents V2#List', description: 'Was GET /v2/incidents, now GET /v2/incidents/all' })).toBe('Incidents V2#ListAll');
    expect(findSuccessor(document, { description: 'Use PUT /v2/incidents' })).toBeUndefined();
  });

  it('reads a quoted name after each wording, in any case', () => {
    const document = documentOf();
    for (const wording of ['Use', 'use', 'Replaced by', 'superseded by', 'In favour of', 'in favor of']) {
      expect(findSuccessor(document, { description: `Deprecated. ${wording} \`severity_id\` from now on.` }), wording).toBe('severity_id');
    }
    expect(findSuccessor(document, { description: 'We use it with `severity_id`.' })).toBeUndefined();
    expect(findSuccessor(document, { description: 'Reused `severity_id`.' })).toBeUndefined();
  });

  it('reads the operations of each document it is given, not of the first', () => {
    const first = documentOf();
    expect(findSuccessor(first, { description: 'Use Incidents V2#Show.' })).toBe('Incidents V2#Show');
    const second = documentOf();
    second.paths['/v3/incidents'] = { get: { operationId: 'Incidents V3#Show', responses: {} } } as never;
    expect(findSuccessor(second, { description: 'Use Incidents V3#Show.' })).toBe('Incidents V3#Show');
    expect(findSuccessor(first, { description: 'Use Incidents V3#Show.' })).toBeUndefined();
  });
});
