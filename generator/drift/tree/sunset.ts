import type { OperationObject, ResponseObject } from '../../load/document.ts';
import { deref } from '../../load/refs.ts';

/**
 * When an operation is announced to go away: its `x-sunset` extension, else the value a `Sunset`
 * response header documents (RFC 8594: `example`, or its schema's `default`, `example` or single
 * `enum` value). Kept as written; judged only when it parses as a date.
 */
export function sunsetOf(document: unknown, operation: OperationObject): string | undefined {
  const declared = operation['x-sunset'];
  if (typeof declared === 'string' && !Number.isNaN(Date.parse(declared))) return declared;
  for (const raw of Object.values(operation.responses ?? {})) {
    const response = deref<ResponseObject>(document, raw);
    for (const [name, rawHeader] of Object.entries(response?.headers ?? {})) {
      if (name.toLowerCase() !== 'sunset') continue;
      const header = deref<Record<string, unknown>>(document, rawHeader);
      const schema = deref<Record<string, unknown>>(document, header?.schema) ?? {};
      const enumValue = Array.isArray(schema.enum) && schema.enum.length === 1 ? schema.enum[0] : undefined;
      for (const value of [header?.example, schema.default, schema.example, enumValue]) {
        if (typeof value === 'string' && !Number.isNaN(Date.parse(value))) return value;
      }
    }
  }
  return undefined;
}
