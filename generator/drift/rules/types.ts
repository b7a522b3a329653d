import type { DeprecationHistory } from '../history.ts';
import type { MessageFacts } from '../messages.ts';
import type { DocumentDiff, OperationSide, ParameterDiff, SchemaDiff } from '../tree/types.ts';
import type { RuleId } from './registry.ts';

/** Where a change sits, as the report shows it. */
export interface Place {
  /** `GET /v2/schedule_entries`, an event key, or null for document-wide changes. */
  operation: string | null;
  /** The component path (`ScheduleEntryV2.layer_id`), or the operation's type name for inline schemas. */
  location: string | null;
  /** What in the generated package the change touches; the report names each as the generator does (symbols.ts). */
  symbols: SymbolRef[];
}

/**
 * A generated symbol by what the document calls it, not yet by name: names depend on the whole
 * document (collisions get numeric suffixes), so the report asks the generator's model for them.
 */
export type SymbolRef =
  | { operationId: string }
  /** An event or callback by its tree key (`/x-webhooks/<name>`). */
  | { event: string; operationId: string }
  | { component: string }
  /** The enum at `segments` (`[]`, `{}`, `(option)` steps included) below a component or an operation. */
  | { enumOwner: { component: string } | { operationId: string }; segments: string[] }
  | { path: string };

export type Report = (rule: RuleId, place: Place, facts: MessageFacts) => void;

export interface RuleContext {
  deprecationWindowDays: number;
  /** When the new document was published: removal time for the deprecation window. */
  comparedAt?: Date;
  history?: DeprecationHistory;
  /** Judges a sunset date when neither comparedAt nor the history dates the new document. */
  now: Date;
}

export type Site = 'parameter' | 'request-body' | 'response' | 'event';

/** One changed schema reached from an operation or event, with how it was reached. */
export interface SchemaVisit {
  operation: OperationSide;
  isEvent: boolean;
  site: Site;
  direction: 'request' | 'response';
  diff: SchemaDiff;
  /** Segments from the site's root (the body, the parameter): property names, `[]`, `{}`. */
  fieldPath: string[];
  /** The nearest enclosing component, or the operation's type name for inline schemas. */
  owner: string;
  ownerIsComponent: boolean;
  /** Segments from the owner to here. */
  ownerPath: string[];
  /** The field path as messages show it (rules/walk.ts's fieldOf), made when first asked for. */
  field?: string | undefined;
  /** Set for parameter sites. */
  parameter?: ParameterDiff;
}

export interface RuleFamily {
  name: string;
  /** Operation- and event-level changes (added, removed, parameters, bodies, responses). */
  checkTree?(tree: DocumentDiff, context: RuleContext, report: Report): void;
  /** Called once for every changed schema node an operation or event reaches. */
  checkSchema?(visit: SchemaVisit, report: Report, context: RuleContext): void;
}
