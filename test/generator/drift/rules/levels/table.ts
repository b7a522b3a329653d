/** Every family's rows (one per rule), keyed by family, and all of them as one table: levels.test.ts and messages.test.ts read them. */
import { deprecationRows } from './deprecation.ts';
import { choiceRows } from './choices.ts';
import { constRows } from './consts.ts';
import { enumRows } from './enums.ts';
import { eventRows } from './events.ts';
import { extensibleEnumRows } from './extensible-enums.ts';
import { formatRows } from './formats.ts';
import { jsonSchemaRows } from './json-schema.ts';
import { lifecycleRows } from './lifecycle.ts';
import { operationRows } from './operations.ts';
import { requestBodyRows } from './request-body.ts';
import { requestParamRows } from './request-params.ts';
import { responseBodyRows } from './response-body.ts';
import type { Rows } from './rows.ts';
import { securityRows } from './security.ts';
import { stabilityRows } from './stability.ts';

/** Each family's rows: the level and direction the reference's versioning policy gives each rule. */
export const FAMILY_ROWS: Record<string, Rows> = {
  operations: operationRows,
  deprecation: deprecationRows,
  'request-params': requestParamRows,
  'request-body': requestBodyRows,
  'response-body': responseBodyRows,
  enums: enumRows,
  consts: constRows,
  choices: choiceRows,
  formats: formatRows,
  'json-schema': jsonSchemaRows,
  events: eventRows,
  security: securityRows,
  lifecycle: lifecycleRows,
  stability: stabilityRows,
  'extensible-enums': extensibleEnumRows,
};
export const TABLE: Rows = Object.assign({}, ...Object.values(FAMILY_ROWS));
