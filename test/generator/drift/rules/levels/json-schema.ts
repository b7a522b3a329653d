import { object } from '../../fixtures.ts';
import { text, type Json, type Rows } from './rows.ts';

/** The keywords are JSON Schema 2020-12's: read in OpenAPI 3.1 documents. */
const OPENAPI_31 = '3.1.0';

/** A change that makes a payload pass fewer checks, and the same change undone. */
const pair = (freer: Json, stricter: Json) => ({ narrowed: [freer, stricter] as [Json, Json], widened: [stricter, freer] as [Json, Json] });

const tags = (extra: Json = {}) => object({ tags: { type: 'array', items: text, ...extra } });
const conditional = (extra: Json) => ({ ...object({ kind: text, card: text }), if: object({ kind: { const: 'card' } }, ['kind']), ...extra });

const PAIRS = {
  contains: pair(tags(), tags({ contains: { type: 'string', minLength: 2 } })),
  'prefix-items': pair({ type: 'array', prefixItems: [text] }, { type: 'array', prefixItems: [text, { type: 'integer' }] }),
  conditional: pair(conditional({}), conditional({ then: { required: ['card'] } })),
  'dependent-required': pair({ type: 'object', dependentRequired: { card: ['expiry'] } }, { type: 'object', dependentRequired: { card: ['expiry', 'cvc'] } }),
  'dependent-schemas': pair({ type: 'object' }, { type: 'object', dependentSchemas: { card: { required: ['expiry'] } } }),
  'pattern-properties': pair({ type: 'object' }, { type: 'object', patternProperties: { '^x-': text } }),
  'property-names': pair({ type: 'object' }, { type: 'object', propertyNames: { maxLength: 10 } }),
  unevaluated: pair({ type: 'object' }, { type: 'object', unevaluatedProperties: false }),
  content: pair(text, { ...text, contentMediaType: 'application/json' }),
};

/** Per group: a request accepting less is an error and more info; a response promising less is an error and more info. */
const groupRows = (group: keyof typeof PAIRS): Rows => {
  const { narrowed, widened } = PAIRS[group];
  return {
    [`request-${group}-narrowed`]: { level: 'error', direction: 'request', thing: narrowed, openapi: OPENAPI_31 },
    [`request-${group}-widened`]: { level: 'info', direction: 'request', thing: widened, openapi: OPENAPI_31 },
    [`response-${group}-widened`]: { level: 'error', direction: 'response', thing: widened, openapi: OPENAPI_31 },
    [`response-${group}-narrowed`]: { level: 'info', direction: 'response', thing: narrowed, openapi: OPENAPI_31 },
  };
};

const changedCondition: [Json, Json] = [conditional({ then: { required: ['card'] } }), { ...conditional({ then: { required: ['card'] } }), if: object({ kind: { const: 'bank' } }, ['kind']) }];

export const jsonSchemaRows: Rows = Object.assign(
  {
    'request-conditional-changed': { level: 'warning', direction: 'request', thing: changedCondition, openapi: OPENAPI_31 },
    'response-conditional-changed': { level: 'warning', direction: 'response', thing: changedCondition, openapi: OPENAPI_31 },
  },
  ...(Object.keys(PAIRS) as Array<keyof typeof PAIRS>).map(groupRows),
);
