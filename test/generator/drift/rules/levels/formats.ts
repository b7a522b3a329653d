import { object } from '../../fixtures.ts';
import { text, type Rows } from './rows.ts';

export const formatRows: Rows = {
  'format-changed': { level: 'info', direction: 'both', thing: [object({ id: { ...text, format: 'uuid' } }), object({ id: text })] },
  'request-format-restricted': { level: 'warning', direction: 'request', thing: [object({ at: text }), object({ at: { ...text, format: 'date-time' } })] },
};
