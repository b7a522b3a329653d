import type { OpenApiDocument } from '../../../../../generator/load/document.ts';
import { ok, spec } from '../../fixtures.ts';
import type { Rows } from './rows.ts';

const secured = (security: unknown[]): OpenApiDocument => spec({ paths: { '/v2/incidents': { get: { operationId: 'Incidents V2#List', security, responses: ok({ type: 'string' }) } } } });
const bearer = { bearer: [] };

export const securityRows: Rows = {
  'security-added': { level: 'error', direction: 'both', documents: [secured([]), secured([bearer])], reverse: ['security-removed'] },
  'security-removed': { level: 'info', direction: 'both', documents: [secured([bearer]), secured([])], reverse: ['security-added'] },
  'security-scope-added': { level: 'error', direction: 'both', documents: [secured([{ oauth: ['read'] }]), secured([{ oauth: ['read', 'write'] }])], reverse: ['security-relaxed'] },
  'security-changed': { level: 'error', direction: 'both', documents: [secured([bearer]), secured([{ apiKey: [] }])], reverse: ['security-changed'] },
  'security-relaxed': { level: 'info', direction: 'both', documents: [secured([{ oauth: ['read', 'write'] }]), secured([{ oauth: ['read'] }])], reverse: ['security-scope-added'] },
};
