import { each, field, type Field } from '../fields.ts';
import { byName, integer, ref } from '../schema.ts';

/** Fields the reference gives alert routes at both v2 and v3. */
export const alertRouteFields = (): Record<string, Field> => ({
  ...each(['membership_teams', 'message_template', 'cast', 'concatenate'], byName, { resp: 'opt', request: 'opt' }),
  ...each(['defer_time_seconds', 'grouping_window_seconds'], () => integer({ format: 'int32' }), { resp: 'opt', request: 'opt' }),
  operation_type: field(ref('AlertRouteOperationType'), { resp: 'opt', request: 'opt' }),
});

/** Fields the reference gives follow-ups at both v2 and v3. */
export const followUpFields = (): Record<string, Field> => each(['assignee_team', 'category'], byName, { resp: 'opt' });
