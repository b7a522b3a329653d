/**
 * What a drift change does to the generated package, in TypeScript: where a caller meets it
 * (`client.incidentsV2.show(...)`, `WebhookEvents['incident.created_v2']`), the type at its
 * location (`IncidentV2['status']`), and that type in the old and in the new document
 * (`'a' | 'b'` -> `'a'`). Asked only for the changes a comment shows, so it costs little: each
 * document's names are worked out once, on first use.
 */
import type { DriftChange } from '../drift/report.ts';
import { isRuleId, ruleInfo, type Direction } from '../drift/rules/registry.ts';
import type { DocumentNames } from '../drift/symbols.ts';
import { eachOperation, operationIdOf, type OpenApiDocument } from '../load/document.ts';
import { EVENT_EXPORTS } from '../model/entry-exports.ts';
import { namedMethodNames, operationTypeName, schemaExportNames, uniqueNames } from '../model/naming.ts';
import { SCHEMA_MODULE_NAMES } from '../model/schema-types.ts';
import type { SymbolNames } from '../model/symbol-names.ts';
import { CLIENT_MEMBERS } from '../runtime/client/tables.ts';
import { enumLiterals, literal, typeText } from './type-text.ts';
import { bodyAt, locate, operationAt, type Located, type Site, type Step } from './schema-at.ts';

export interface ChangeSignature {
  /** Where a caller meets the change; undefined when the package declares nothing for it (a callback). */
  entry: string | undefined;
  /** The generated type at the change's location, as an indexed access: `IncidentV2['status']`. */
  target: string | undefined;
  /** That type in each document, `null` where the location names nothing; undefined for a change without a location. */
  before: string | null | undefined;
  after: string | null | undefined;
  /** For a change without a location: whether each document has its operation or event. */
  present: { before: boolean; after: boolean };
}

/** One document's generated names, worked out on first use (cheap: no model is built). */
class DocumentNaming {
  private methods?: Map<string, { resource: string; method: string }>;
  private types?: Map<string, string>;
  private schemas?: Map<string, string>;

  constructor(
    readonly document: OpenApiDocument,
    private readonly model: SymbolNames | undefined,
  ) {}

  private operationIds(): string[] {
    return eachOperation(this.document.paths).map(({ method, path, operation }) => operationIdOf(method, path, operation));
  }

  method(operationId: string): string | undefined {
    this.methods ??= namedMethodNames(this.operationIds(), CLIENT_MEMBERS);
    const named = this.methods.get(operationId);
    return named && `client.${named.resource}.${named.method}(...)`;
  }

  operationType(operationId: string): string | undefined {
    const exact = this.model?.operation(operationId);
    if (exact !== undefined) return exact;
    this.types ??= uniqueNames(this.operationIds(), operationTypeName);
    return this.types.get(operationId);
  }

  /**
   * The model's name when the caller gave the model's names; else the schema module's naming
   * without the package's other exports (differs only where a schema is named like one of those).
   */
  readonly schema = (component: string): string => {
    const exact = this.model?.schema(component);
    if (exact !== undefined) return exact;
    this.schemas ??= schemaExportNames(Object.keys(this.document.components?.schemas ?? {}), new Set(SCHEMA_MODULE_NAMES));
    return this.schemas.get(component) ?? component;
  };
}

/** The package's event maps (`WebhookEvents`, `AuditLogEvents`): an event's symbol is a member of one. */
const EVENT_MAPS = Object.values(EVENT_EXPORTS).map((names) => names.map);

/** Changes to a body as a whole (no location): typed as the operation's request body or success response. */
const WHOLE_BODY: ReadonlyArray<[RegExp, 'request-body' | 'response']> = [
  [/^request-(body|media-type)-/, 'request-body'],
  [/^response-(success|media-type)-/, 'response'],
];

const PARAMETER_TYPES: Record<string, string> = { path: 'PathParams', query: 'Query', header: 'Headers' };

/**
 * `['status']`, `[number]`, `[string]`; a union's option adds no step (its members share the
 * access), and a JSON Schema keyword's sub-schema (`(contains)`) has no type of its own to index.
 */
function accessor(steps: readonly Step[]): string {
  const access: Record<Step['kind'], (name: string) => string> = { property: (name) => `[${literal(name)}]`, items: () => '[number]', values: () => '[string]', option: () => '', keyword: () => '' };
  return steps.map((step) => access[step.kind](step.name)).join('');
}

/** Enum values on one side only: a long union is written with them first, so its cut still shows what changed. */
function changedLiterals(oldDocument: unknown, before: Located | 'absent', newDocument: unknown, after: Located | 'absent'): Set<string> {
  const oldValues = new Set(before === 'absent' ? [] : enumLiterals(oldDocument, before.schema));
  const newValues = new Set(after === 'absent' ? [] : enumLiterals(newDocument, after.schema));
  return new Set([...[...oldValues].filter((value) => !newValues.has(value)), ...[...newValues].filter((value) => !oldValues.has(value))]);
}

export class SignatureReader {
  private readonly old: DocumentNaming;
  private readonly new: DocumentNaming;

  constructor(oldDocument: OpenApiDocument, newDocument: OpenApiDocument, names?: DocumentNames) {
    this.old = new DocumentNaming(oldDocument, names?.old);
    this.new = new DocumentNaming(newDocument, names?.new);
  }

  signatureOf(change: DriftChange): ChangeSignature | undefined {
    if (change.operation === null) return undefined;
    const found = { before: operationAt(this.old.document, change.operation), after: operationAt(this.new.document, change.operation) };
    const side = found.after ? this.new : this.old;
    const operation = found.after ?? found.before;
    // An event's entry is its map's member, as the report names it (`WebhookEvents['incident.created_v2']`).
    const event = change.symbols.find((symbol) => EVENT_MAPS.some((map) => symbol.startsWith(`${map}['`)));
    const entry = operation === undefined ? undefined : operation.event ? event : side.method(operation.operationId);
    const present = { before: found.before !== undefined, after: found.after !== undefined };
    const body = operation?.event === false && change.location === null ? WHOLE_BODY.find(([pattern]) => pattern.test(change.id))?.[1] : undefined;
    if (operation === undefined || (change.location === null && body === undefined)) return { entry, target: undefined, before: undefined, after: undefined, present };
    const located = body !== undefined ? { before: bodyAt(this.old.document, change.operation, body), after: bodyAt(this.new.document, change.operation, body) } : this.locateBoth(change, change.location!, operation, side);
    const where = located.after !== 'absent' ? located.after : located.before !== 'absent' ? located.before : undefined;
    // A location neither document resolves (a form this reader does not know) shows its entry alone, never "absent" twice.
    if (where === undefined) return { entry, target: undefined, before: undefined, after: undefined, present };
    const root = this.rootName(where.site, side, operation.operationId, event);
    const changed = changedLiterals(this.old.document, located.before, this.new.document, located.after);
    return {
      entry,
      target: root === undefined ? undefined : `${root}${accessor(where.steps)}`,
      before: this.text(this.old, located.before, changed),
      after: this.text(this.new, located.after, changed),
      present,
    };
  }

  private locateBoth(change: DriftChange, location: string, operation: NonNullable<ReturnType<typeof operationAt>>, side: DocumentNaming): { before: Located | 'absent'; after: Located | 'absent' } {
    const direction: Direction = isRuleId(change.id) ? ruleInfo(change.id).direction : 'both';
    const owner = operation.event ? (location.split('.')[0] ?? '') : side.operationType(operation.operationId);
    const at = { operation: change.operation, location };
    return { before: locate(this.old.document, at, direction, owner), after: locate(this.new.document, at, direction, owner) };
  }

  private text(naming: DocumentNaming, located: Located | 'absent', first: ReadonlySet<string>): string | null {
    if (located === 'absent') return null;
    const text = typeText(naming.document, located.schema, naming.schema, first);
    return located.optional ? `${text} | undefined` : text;
  }

  /** The generated type a site's root is: the component's, or the operation's parameter, body or response type. */
  private rootName(site: Site, naming: DocumentNaming, operationId: string, event: string | undefined): string | undefined {
    if (site.kind === 'component') return naming.schema(site.component);
    if (site.kind === 'event') return event;
    const type = naming.operationType(operationId);
    if (type === undefined) return undefined;
    if (site.kind === 'parameter') return PARAMETER_TYPES[site.in] === undefined ? `${type}Operation['parameters'][${literal(site.in)}]` : `${type}${PARAMETER_TYPES[site.in]}`;
    if (site.kind === 'request-body') return `${type}RequestBody`;
    return `${type}${site.success ? 'Response' : 'Error'}`;
  }
}
