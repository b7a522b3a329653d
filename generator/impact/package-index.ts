/**
 * Reads a declaration in a generated package back to what the drift report calls it: the symbol
 * names (from the generator's model, symbol-names.ts) and the change locations
 * (`IncidentV2.status`, `IncidentsV2List.page_size`) a declaration stands for.
 */
import { resourceInterfaceName } from '../emit/resources.ts';
import { renderPath } from '../drift/rules/walk.ts';
import { EVENT_EXPORTS } from '../model/entry-exports.ts';
import { operationTypeName } from '../model/naming.ts';
import { symbolNames, type SymbolNames } from '../model/symbol-names.ts';
import type { ApiModel } from '../model/types.ts';

/** What a consumer's failing code reaches in the package, in the report's terms. */
export interface Reach {
  symbols: Set<string>;
  locations: Set<string>;
  /**
   * The exact member a failing access names on a package type (`Widget.legacy_code` for
   * `widget.legacy_code`): when no change is located there, no change explains the access.
   */
  members: Set<string>;
}

export const emptyReach = (): Reach => ({ symbols: new Set(), locations: new Set(), members: new Set() });

/** The suffixes version modules add to an operation's type name (emit/version-module.ts). */
const OPERATION_TYPE_SUFFIXES = ['Operation', 'PathParams', 'Query', 'Headers', 'RequestBody', 'Response', 'Error'];
const OPERATION_PARTS = new Set(['parameters', 'requestBody', 'responses']);
const EVENT_MAPS: ReadonlySet<string> = new Set(Object.values(EVENT_EXPORTS).map((names) => names.map));

export class PackageIndex {
  readonly names: SymbolNames;
  private readonly operationIdByTypeName = new Map<string, string>();
  private readonly operationIdByRoute = new Map<string, string>();
  private readonly operationIdsByPath = new Map<string, string[]>();
  private readonly operationIdByMethod = new Map<string, string>();
  private readonly componentByTypeName: Map<string, string>;

  /** `operationKeys`: schema.ts's `operations` keys (openapi-typescript rewrites some characters of an operationId) to operationIds. */
  constructor(
    model: ApiModel,
    private readonly operationKeys: ReadonlyMap<string, string> = new Map(),
  ) {
    this.names = symbolNames(model);
    this.componentByTypeName = new Map(model.schemaTypes.filter((type) => !type.enumExport).map((type) => [type.typeName, type.name]));
    for (const operation of model.operations) {
      this.operationIdByTypeName.set(operation.typeName, operation.operationId);
      this.operationIdByRoute.set(`${operation.method} ${operation.path}`, operation.operationId);
      this.operationIdsByPath.set(operation.path, [...(this.operationIdsByPath.get(operation.path) ?? []), operation.operationId]);
      this.operationIdByMethod.set(`${resourceInterfaceName(operation.named.resource)} ${operation.named.method}`, operation.operationId);
      this.operationIdByMethod.set(`resources ${operation.named.resource} ${operation.named.method}`, operation.operationId);
    }
  }

  /** The operations at a path string a consumer wrote (`client.GET('/v2/incidents')`), optionally of one method. */
  addPath(reach: Reach, path: string, method?: string): void {
    const ids = this.operationIdsByPath.get(path) ?? [];
    for (const operationId of ids) {
      if (method === undefined || this.operationIdByRoute.get(`${method} ${path}`) === operationId) this.addOperation(reach, operationId);
    }
    const pathSymbol = this.names.path(path);
    if (pathSymbol) reach.symbols.add(pathSymbol);
  }

  /**
   * A declaration by its access path from the module's top level: `['components', 'schemas',
   * 'IncidentV2', 'status']`, `['IncidentsV2Resource', 'list']`, `['IncidentsV2ListQuery']`.
   */
  addDeclaration(reach: Reach, path: readonly string[]): void {
    const [top = '', ...rest] = path;
    if (top === 'components' && rest[0] === 'schemas' && rest[1] !== undefined) return this.addComponent(reach, rest[1], rest.slice(2));
    // schema.ts declares each component's type under its own name, `components.schemas` refers to it.
    const component = this.componentByTypeName.get(top);
    if (component !== undefined) return this.addComponent(reach, component, rest);
    const operationId = top === 'operations' && rest[0] !== undefined ? (this.operationKeys.get(rest[0]) ?? rest[0]) : undefined;
    if (operationId !== undefined && this.names.operation(operationId)) return this.addOperationPart(reach, operationId, rest.slice(1));
    if (top === 'paths' && rest[0] !== undefined) {
      const routed = rest[1] !== undefined ? this.operationIdByRoute.get(`${rest[1]} ${rest[0]}`) : undefined;
      return routed ? this.addOperationPart(reach, routed, rest.slice(2)) : this.addPath(reach, rest[0]);
    }
    if (EVENT_MAPS.has(top) && rest[0] !== undefined) {
      const symbol = `${top}['${rest[0]}']`;
      if (this.names.all.has(symbol)) reach.symbols.add(symbol);
      return;
    }
    const method = this.operationIdByMethod.get(`${top} ${rest[0] ?? ''}`) ?? this.operationIdByMethod.get(`${top} ${rest[0] ?? ''} ${rest[1] ?? ''}`);
    if (method) return this.addOperation(reach, method);
    if (this.names.all.has(top)) reach.symbols.add(top);
    const suffix = OPERATION_TYPE_SUFFIXES.find((end) => top.endsWith(end) && this.operationIdByTypeName.has(top.slice(0, -end.length)));
    if (suffix) this.addOperation(reach, this.operationIdByTypeName.get(top.slice(0, -suffix.length))!);
  }

  private addComponent(reach: Reach, component: string, segments: readonly string[]): void {
    const symbol = this.names.schema(component);
    if (symbol) reach.symbols.add(symbol);
    reach.locations.add(segments.length === 0 ? component : `${component}.${renderPath(segments)}`);
  }

  private addOperation(reach: Reach, operationId: string): void {
    const symbol = this.names.operation(operationId);
    if (symbol) reach.symbols.add(symbol);
  }

  /** Below `operations['<id>']`: a parameter is located at `<Type>.<name>`, an inline body at `<Type>.<field path>` (drift's places). */
  private addOperationPart(reach: Reach, operationId: string, rest: readonly string[]): void {
    this.addOperation(reach, operationId);
    const [part, ...below] = rest;
    if (part === undefined || !OPERATION_PARTS.has(part)) return;
    // parameters.<in>.<name>...; requestBody.content.<media>...; responses.<status>.content.<media>...
    const fields = part === 'parameters' ? below.slice(1) : part === 'requestBody' ? below.slice(2) : below.slice(3);
    const owner = operationTypeName(operationId);
    reach.locations.add(fields.length === 0 ? owner : `${owner}.${renderPath(fields)}`);
  }
}
