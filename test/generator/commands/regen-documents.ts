/** Small documents for the CLI's statuses: a base, and changes of each level against it. */
import { object, scheduleSpec } from '../drift/fixtures.ts';

export const entry = (fields: Record<string, unknown>) => scheduleSpec(object({ id: { type: 'string' }, ...fields }));
export const BASE = entry({ layer_id: { type: 'string' } });
/** Breaking: a response property removed. */
export const BROKEN = entry({});
/** Only a warning: a request property removed (the create body loses `note`). */
export const WARNED = [scheduleSpec(object({ id: { type: 'string' } }), object({ name: { type: 'string' }, note: { type: 'string' } }, ['name'])), scheduleSpec(object({ id: { type: 'string' } }))] as const;
/** Only info: a response property added. */
export const GROWN = entry({ layer_id: { type: 'string' }, team_id: { type: 'string' } });
export const GROWN_MORE = entry({ layer_id: { type: 'string' }, team_id: { type: 'string' }, kind: { type: 'string' } });
