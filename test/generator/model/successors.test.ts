import { beforeEach, describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { findSuccessor } from '../../../generator/model/successors.ts';
import { fixtureDocument } from '../../support/generator-fixture.ts';

describe('findSuccessor', () => {
  let document: OpenApiDocument;
  beforeEach(() => {
    document = fixtureDocument();
  });

  it('prefers x-successor', () => {
    expect(findSuccessor(document, { 'x-successor': ' Widgets V2#List ', description: 'Use GET /v2/widgets/{id}' })).toBe('Widgets V2#List');
  });

  it('reads an operationId or a route named in the description, never the operation itself', () => {
    expect(findSuccessor(document, { description: 'Deprecated: use Widgets V2#Create instead.' })).toBe('Widgets V2#Create');
    expect(findSuccessor(document, { description: 'Replaced by GET /v2/widgets/{id}.' })).toBe('Widgets V2#Show');
    expect(findSuccessor(document, { operationId: 'Widgets V2#List', description: 'See Widgets V2#List.' })).toBeUndefined();
  });

  it('reads a quoted name for parameters and properties, and gives up quietly otherwise', () => {
    expect(findSuccessor(document, { description: 'Use `include` instead.' })).toBe('include');
    expect(findSuccessor(document, { description: 'List all widgets.' })).toBeUndefined();
    expect(findSuccessor(document, {})).toBeUndefined();
  });
});
