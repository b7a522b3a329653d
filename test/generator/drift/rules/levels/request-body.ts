import { jsonContent, object, ok, spec } from '../../fixtures.ts';
import { cat, dog, named, tagged, text, type Json, type Rows } from './rows.ts';

const withBody = (requestBody?: Json) => spec({ paths: { '/v1/a': { post: { operationId: 'A V1#Create', ...(requestBody ? { requestBody } : {}), responses: ok({ type: 'string' }) } } } });
const optionalBody = jsonContent({ type: 'object' });
const requiredBody = { required: true, ...jsonContent({ type: 'object' }) };
const twoMedia = { content: { 'application/json': { schema: { type: 'object' } }, 'text/plain': { schema: { type: 'string' } } } };
const open = object({ a: text });
const closed = { ...open, additionalProperties: false };

export const requestBodyRows: Rows = {
  'request-body-added-required': { level: 'error', direction: 'request', documents: [withBody(), withBody(requiredBody)], reverse: ['request-body-removed'] },
  'request-body-became-required': { level: 'error', direction: 'request', documents: [withBody(optionalBody), withBody(requiredBody)], reverse: ['request-body-became-optional'] },
  'request-body-became-optional': { level: 'info', direction: 'request', documents: [withBody(requiredBody), withBody(optionalBody)], reverse: ['request-body-became-required'] },
  'request-body-removed': { level: 'warning', direction: 'request', documents: [withBody(requiredBody), withBody()], reverse: ['request-body-added-required'] },
  'request-media-type-removed': { level: 'error', direction: 'request', documents: [withBody(twoMedia), withBody(optionalBody)], reverse: [] },
  'request-property-added-required': { level: 'error', direction: 'request', thing: [object({ id: text }), object({ id: text, name: text }, ['name'])] },
  'request-property-added-optional': { level: 'info', direction: 'request', thing: [object({ id: text }), object({ id: text, name: text })] },
  'request-property-removed': { level: 'warning', direction: 'request', thing: [object({ id: text, name: text }), object({ id: text })] },
  'request-property-became-required': { level: 'error', direction: 'request', thing: [named({}, []), named()] },
  'request-property-became-optional': { level: 'info', direction: 'request', thing: [named(), named({}, [])] },
  'request-property-type-changed': { level: 'error', direction: 'request', thing: [object({ count: { type: 'integer' } }), object({ count: { type: 'string' } })] },
  'request-property-became-non-nullable': { level: 'error', direction: 'request', thing: [named({ nullable: true }), named()] },
  'request-property-constraint-narrowed': { level: 'error', direction: 'request', thing: [named(), named({ maxLength: 20 })] },
  'request-property-constraint-widened': { level: 'info', direction: 'request', thing: [named(), named({ maxLength: 80 })] },
  'request-property-type-generalized': { level: 'info', direction: 'request', thing: [object({ count: { type: 'integer' } }), object({ count: { type: 'number' } })] },
  'request-property-default-changed': { level: 'warning', direction: 'request', thing: [named({ default: 'a' }), named({ default: 'b' })] },
  'request-property-became-read-only': { level: 'warning', direction: 'request', thing: [object({ id: text }), object({ id: { ...text, readOnly: true } })] },
  'request-additional-properties-forbidden': { level: 'error', direction: 'request', thing: [open, closed] },
  'request-additional-properties-allowed': { level: 'info', direction: 'request', thing: [closed, open] },
  'request-option-removed': { level: 'error', direction: 'request', thing: [{ oneOf: [cat, dog] }, { oneOf: [cat] }] },
  'request-option-added': { level: 'info', direction: 'request', thing: [{ oneOf: [cat] }, { oneOf: [cat, dog] }] },
  'request-discriminator-changed': { level: 'error', direction: 'request', thing: [tagged('kind'), tagged('type')] },
};
