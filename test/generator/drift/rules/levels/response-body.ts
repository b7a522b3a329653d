import { jsonContent, object, ok, spec } from '../../fixtures.ts';
import { cat, dog, named, tagged, text, type Json, type Rows } from './rows.ts';

const responses = (answers: Json) => spec({ paths: { '/a': { post: { operationId: 'A V1#Create', responses: answers } } } });
const twoTypes = { '200': { description: 'OK', content: { 'application/json': { schema: {} }, 'text/csv': { schema: {} } } } };
const notFound = { '404': { description: 'Not found' } };
const headed = (headers: Json) => spec({ paths: { '/a': { get: { operationId: 'A V1#Show', responses: { '200': { description: 'OK', headers, ...jsonContent(text) } } } } } });
const limit = (extra: Json = {}) => ({ 'X-RateLimit-Limit': { required: true, schema: { type: 'integer' }, ...extra } });

export const responseBodyRows: Rows = {
  'response-success-removed': { level: 'error', direction: 'response', documents: [responses({ ...ok({}), ...ok({}, '201') }), responses(ok({}))], reverse: ['response-success-added'] },
  'response-success-added': { level: 'info', direction: 'response', documents: [responses(ok({})), responses({ ...ok({}), ...ok({}, '201') })], reverse: ['response-success-removed'] },
  'response-media-type-removed': { level: 'error', direction: 'response', documents: [responses(twoTypes), responses(ok({}))], reverse: [] },
  'response-property-removed': { level: 'error', direction: 'response', thing: [object({ id: text, name: text }), object({ id: text })] },
  'response-property-added': { level: 'info', direction: 'response', thing: [object({ id: text }), object({ id: text, name: text })] },
  'response-property-became-optional': { level: 'error', direction: 'response', thing: [named(), named({}, [])] },
  'response-property-became-required': { level: 'info', direction: 'response', thing: [named({}, []), named()] },
  'response-property-became-nullable': { level: 'error', direction: 'response', thing: [named(), named({ nullable: true })] },
  'response-property-type-changed': { level: 'error', direction: 'response', thing: [object({ count: { type: 'integer' } }), object({ count: { type: 'string' } })] },
  'response-property-constraint-changed': { level: 'info', direction: 'response', thing: [named(), named({ maxLength: 20 })] },
  'response-non-success-added': { level: 'info', direction: 'response', documents: [responses(ok({})), responses({ ...ok({}), ...notFound })], reverse: ['response-non-success-removed'] },
  'response-non-success-removed': { level: 'info', direction: 'response', documents: [responses({ ...ok({}), ...notFound }), responses(ok({}))], reverse: ['response-non-success-added'] },
  'response-required-header-removed': { level: 'error', direction: 'response', documents: [headed(limit()), headed({})], reverse: ['response-header-added'] },
  'response-optional-header-removed': { level: 'warning', direction: 'response', documents: [headed(limit({ required: false })), headed({})], reverse: ['response-header-added'] },
  'response-header-added': { level: 'info', direction: 'response', documents: [headed({}), headed(limit())], reverse: ['response-required-header-removed'] },
  'response-header-became-optional': { level: 'error', direction: 'response', documents: [headed(limit()), headed(limit({ required: false }))], reverse: [] },
  'response-header-type-changed': { level: 'error', direction: 'response', documents: [headed(limit()), headed(limit({ schema: text }))], reverse: ['response-header-type-changed'] },
  'response-property-type-specialized': { level: 'info', direction: 'response', thing: [object({ count: { type: 'number' } }), object({ count: { type: 'integer' } })] },
  'response-property-became-write-only': { level: 'error', direction: 'response', thing: [object({ id: text }), object({ id: { ...text, writeOnly: true } })] },
  'response-option-added': { level: 'warning', direction: 'response', thing: [{ oneOf: [cat] }, { oneOf: [cat, dog] }] },
  'response-option-removed': { level: 'info', direction: 'response', thing: [{ oneOf: [cat, dog] }, { oneOf: [cat] }] },
  'response-discriminator-changed': { level: 'error', direction: 'response', thing: [tagged('kind'), tagged('type')] },
};
