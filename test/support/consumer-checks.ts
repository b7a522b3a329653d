/**
 * A consumer file written into a generated package: it compiles only if the package's types hold
 * their promises. Each `@ts-expect-error` fails the compile when the line below it is NOT an error.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ConsumerPaths {
  /** A cursor-paginated path without path parameters. */
  paginated: string;
  /** A path that is not paginated. */
  plain: string;
  /** The version whose module is checked, and a path of another version. */
  version: string;
  ownPath: string;
  otherVersionPath: string;
  operationId: string;
}

export const CONSUMER_FILE = 'consumer-check.ts';

export function writeConsumerCheck(dir: string, paths: ConsumerPaths): void {
  const lines = [
    `import { createIncidentClient, paginate, operations, ${paths.version}, type PaginatedPath } from './index.js';`,
    '',
    "const client = createIncidentClient({ apiKey: 'test-key' });",
    `export const pages = paginate(client, ${JSON.stringify(paths.paginated)});`,
    `export const listed: PaginatedPath = ${JSON.stringify(paths.paginated)};`,
    '// @ts-expect-error paginate() takes only paginated paths',
    `paginate(client, ${JSON.stringify(paths.plain)});`,
    '// @ts-expect-error a path that is not paginated is a type error',
    `export const notListed: PaginatedPath = ${JSON.stringify(paths.plain)};`,
    `export const own: keyof ${paths.version}.paths = ${JSON.stringify(paths.ownPath)};`,
    '// @ts-expect-error another version’s path is not in this version’s module',
    `export const other: keyof ${paths.version}.paths = ${JSON.stringify(paths.otherVersionPath)};`,
    `export const method: string = operations[${JSON.stringify(paths.operationId)}].method;`,
    '',
  ];
  writeFileSync(join(dir, CONSUMER_FILE), lines.join('\n'));
}
