import { ok, spec } from '../../fixtures.ts';
import type { Json, Rows } from './rows.ts';

export const list = (parameters: unknown[]) => spec({ paths: { '/v2/incidents': { get: { operationId: 'Incidents V2#List', parameters, responses: ok({ type: 'string' }) } } } });
export const page = (extra: Json = {}, schema: Json = { type: 'integer', maximum: 250 }) => ({ name: 'page_size', in: 'query', schema, ...extra });
const arrayOf = { type: 'array', items: { type: 'string' } };

export const requestParamRows: Rows = {
  'request-parameter-added-required': { level: 'error', direction: 'request', documents: [list([]), list([page({ required: true })])], reverse: ['request-parameter-removed'] },
  'request-parameter-added-optional': { level: 'info', direction: 'request', documents: [list([]), list([page()])], reverse: ['request-parameter-removed'] },
  'request-parameter-removed': { level: 'warning', direction: 'request', documents: [list([page()]), list([])], reverse: ['request-parameter-added-optional'] },
  'request-parameter-became-required': { level: 'error', direction: 'request', documents: [list([page()]), list([page({ required: true })])], reverse: ['request-parameter-became-optional'] },
  'request-parameter-became-optional': { level: 'info', direction: 'request', documents: [list([page({ required: true })]), list([page()])], reverse: ['request-parameter-became-required'] },
  'request-parameter-type-changed': { level: 'error', direction: 'request', documents: [list([page({}, { type: 'integer' })]), list([page({}, { type: 'string' })])], reverse: ['request-parameter-type-changed'] },
  'request-parameter-constraint-narrowed': {
    level: 'error',
    direction: 'request',
    documents: [list([page()]), list([page({}, { type: 'integer', maximum: 100 })])],
    reverse: ['request-parameter-constraint-widened'],
  },
  'request-parameter-constraint-widened': {
    level: 'info',
    direction: 'request',
    documents: [list([page()]), list([page({}, { type: 'integer', maximum: 500 })])],
    reverse: ['request-parameter-constraint-narrowed'],
  },
  'request-parameter-type-generalized': { level: 'info', direction: 'request', documents: [list([page({}, { type: 'integer' })]), list([page({}, { type: 'number' })])], reverse: ['request-parameter-type-changed'] },
  'request-parameter-became-non-nullable': { level: 'error', direction: 'request', documents: [list([page({}, { type: 'integer', nullable: true })]), list([page({}, { type: 'integer' })])], reverse: [] },
  'request-parameter-default-changed': {
    level: 'warning',
    direction: 'request',
    documents: [list([page({}, { type: 'integer', default: 25 })]), list([page({}, { type: 'integer', default: 50 })])],
    reverse: ['request-parameter-default-changed'],
  },
  'request-parameter-style-changed': {
    level: 'error',
    direction: 'request',
    documents: [list([page({}, arrayOf)]), list([page({ style: 'pipeDelimited' }, arrayOf)])],
    reverse: ['request-parameter-style-changed'],
  },
};
