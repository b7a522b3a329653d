import { object } from '../../fixtures.ts';
import { text, type Rows } from './rows.ts';

const at = (level: unknown) => object({ id: { ...text, 'x-stability-level': level } });

export const stabilityRows: Rows = {
  'stability-decreased': { level: 'warning', direction: 'both', thing: [at('stable'), at('beta')] },
  'stability-increased': { level: 'info', direction: 'both', thing: [at('alpha'), at('stable')] },
  'stability-level-invalid': { level: 'warning', direction: 'both', thing: [at('beta'), at('experimental')] },
};
