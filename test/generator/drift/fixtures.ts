import type { OpenApiDocument } from '../../../generator/load/document.ts';
import { diffDocuments, type DiffOptions, type DriftChange } from '../../../generator/drift/index.ts';

/** Small hand-written documents for the drift tests (nothing here comes from the real specs). */
type Json = Record<string, unknown>;

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const jsonContent = (schema: unknown) => ({ content: { 'application/json': { schema } } });

export const ok = (schema: unknown, status = '200') => ({ [status]: { description: 'OK', ...jsonContent(schema) } });

export const object = (properties: Record<string, unknown>, required: string[] = []) => ({ type: 'object', properties, ...(required.length ? { required } : {}) });

export function spec(parts: { paths?: Json; schemas?: Json; webhooks?: Json }): OpenApiDocument {
  return {
    openapi: '3.0.3',
    info: { title: 'test', version: '1' },
    paths: (parts.paths ?? {}) as OpenApiDocument['paths'],
    components: { schemas: (parts.schemas ?? {}) as never },
    ...(parts.webhooks ? { 'x-webhooks': parts.webhooks as OpenApiDocument['paths'] } : {}),
  };
}

/** A list endpoint returning `{ entries: Entry[] }`, and a create endpoint taking `CreateEntry`. */
export function scheduleSpec(entry: Json, create: Json = object({ name: { type: 'string' } }, ['name']), extra: Json = {}): OpenApiDocument {
  return spec({
    paths: {
      '/v2/schedule_entries': {
        get: { operationId: 'Schedules V2#ListEntries', responses: ok(object({ schedule_entries: { type: 'array', items: ref('ScheduleEntryV2') } }, ['schedule_entries'])) },
        post: { operationId: 'Schedules V2#CreateEntry', requestBody: { required: true, ...jsonContent(ref('CreateEntryRequestBody')) }, responses: ok(object({ schedule_entry: ref('ScheduleEntryV2') })) },
      },
      ...extra,
    },
    schemas: { ScheduleEntryV2: entry, CreateEntryRequestBody: create },
  });
}

export const diff = (before: OpenApiDocument, after: OpenApiDocument, options: DiffOptions = {}): DriftChange[] => diffDocuments(before, after, options).changes;

export const ids = (changes: readonly DriftChange[]) => [...new Set(changes.map((change) => change.id))].sort();

export const withId = (changes: readonly DriftChange[], id: string) => changes.filter((change) => change.id === id);

/** Deep copy to mutate a variant of a document. */
export const clone = <T>(value: T): T => structuredClone(value);

/** Runs a CLI command in-process, collecting what it writes to stdout and stderr. */
export async function runCommand(command: { run(argv: string[]): Promise<number> }, argv: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
  const collectInto = (chunks: string[]) =>
    ((chunk: string | Uint8Array) => {
      chunks.push(String(chunk));
      return true;
    }) as typeof process.stdout.write;
  process.stdout.write = collectInto(stdout);
  process.stderr.write = collectInto(stderr);
  try {
    const status = await command.run(argv);
    return { status, stdout: stdout.join(''), stderr: stderr.join('') };
  } finally {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
  }
}
