/**
 * small-description.json: a 20 KB OpenAPI 3.0 document written for the tests and `make bench`
 * (three resources, each listed with cursor pagination, created, shown and deleted): the fixed cost
 * of a generation, next to the real snapshots' megabytes.
 */
import { join } from 'node:path';

export const SMALL_DESCRIPTION = join(import.meta.dirname, 'small-description.json');
