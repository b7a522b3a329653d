import { object, spec } from '../../fixtures.ts';
import { operation, text, type Rows } from './rows.ts';
import { list, page } from './request-params.ts';

const followUps = (deprecated: boolean) =>
  spec({ paths: { '/v2/follow_ups': { get: operation('Follow-ups V2#List', deprecated) }, '/v3/follow_ups': { get: operation('Follow-ups V3#List') } } });

export const deprecationRows: Rows = {
  'operation-deprecated': { level: 'info', direction: 'both', documents: [followUps(false), followUps(true)], reverse: ['operation-undeprecated'] },
  'operation-undeprecated': { level: 'info', direction: 'both', documents: [followUps(true), followUps(false)], reverse: ['operation-deprecated'] },
  'parameter-deprecated': { level: 'info', direction: 'request', documents: [list([page()]), list([page({ deprecated: true })])], reverse: [] },
  'property-deprecated': { level: 'info', direction: 'both', thing: [object({ id: text }), object({ id: { ...text, deprecated: true } })] },
};
