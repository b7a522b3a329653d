/**
 * Documents holding one long `$ref` chain, built in code: every shape a chain can take (direct
 * aliases, `allOf` / `oneOf` / `anyOf` / `not` links, `items`, properties, map values, chains of
 * parameter, response and request-body components), ending in a leaf schema, in a cycle back to
 * the start, or in a component that refers to itself.
 */

export const SCHEMA_LINKS = ['alias', 'allOf', 'oneOf', 'anyOf', 'not', 'items', 'properties', 'additionalProperties'] as const;
export const COMPONENT_LINKS = ['parameters', 'responses', 'requestBodies'] as const;
export const CHAIN_SHAPES = [...SCHEMA_LINKS, ...COMPONENT_LINKS] as const;
export type ChainShape = (typeof CHAIN_SHAPES)[number];

export const CHAIN_ENDINGS = ['leaf', 'cycle', 'self'] as const;
export type ChainEnding = (typeof CHAIN_ENDINGS)[number];

export interface ChainOptions {
  shape: ChainShape;
  /** How many links: components A0 ... A(length - 1). */
  length: number;
  ending?: ChainEnding;
  /** The leaf's type: two documents differing only here make a drift pair with one known change. */
  leafType?: 'string' | 'integer';
}

type Json = Record<string, unknown>;

const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** One link of a schema chain: the schema A(i) that leads to `next`. */
function schemaLink(shape: (typeof SCHEMA_LINKS)[number], next: Json): Json {
  switch (shape) {
    case 'alias':
      return next;
    case 'allOf':
    case 'oneOf':
    case 'anyOf':
      return { [shape]: [next] };
    case 'not':
      return { not: next };
    case 'items':
      return { type: 'array', items: next };
    case 'properties':
      return { type: 'object', properties: { next } };
    case 'additionalProperties':
      return { type: 'object', additionalProperties: next };
  }
}

const leafSchema = (type: string): Json => ({ type: 'object', required: ['id'], properties: { id: { type } } });

/** The document, with the chain reached from the one operation `GET /v1/things`. */
export function chainDocument({ shape, length, ending = 'leaf', leafType = 'string' }: ChainOptions): Json {
  const kind = (COMPONENT_LINKS as readonly string[]).includes(shape) ? (shape as (typeof COMPONENT_LINKS)[number]) : 'schemas';
  const ref = (index: number) => (kind === 'schemas' ? schemaRef(`A${index}`) : { $ref: `#/components/${kind}/A${index}` });
  const end = (index: number): Json | undefined => (ending === 'cycle' ? ref(0) : ending === 'self' ? ref(index) : undefined);
  const links: Json = {};
  for (let index = 0; index < length; index++) {
    const last = index === length - 1;
    const next = last ? end(index) : ref(index + 1);
    if (kind === 'schemas') links[`A${index}`] = next === undefined ? leafSchema(leafType) : schemaLink(shape as (typeof SCHEMA_LINKS)[number], next);
    else links[`A${index}`] = next ?? componentLeaf(kind, leafType);
  }
  const operation: Json = { operationId: 'Things V1#List', responses: { '200': { description: 'ok', content: { 'application/json': { schema: schemaRef('Leaf') } } } } };
  if (kind === 'parameters') operation.parameters = [ref(0)];
  if (kind === 'responses') operation.responses = { '200': ref(0) };
  if (kind === 'requestBodies') operation.requestBody = ref(0);
  if (kind === 'schemas') operation.responses = { '200': { description: 'ok', content: { 'application/json': { schema: ref(0) } } } };
  const verb = kind === 'requestBodies' ? 'post' : 'get';
  return {
    openapi: '3.0.3',
    info: { title: 'Chains', version: '1' },
    paths: { '/v1/things': { [verb]: operation } },
    components: kind === 'schemas' ? { schemas: { Leaf: leafSchema(leafType), ...links } } : { schemas: { Leaf: leafSchema(leafType) }, [kind]: links },
  };
}

function componentLeaf(kind: 'parameters' | 'responses' | 'requestBodies', leafType: string): Json {
  if (kind === 'parameters') return { name: 'id', in: 'query', required: true, schema: { type: leafType } };
  const content = { 'application/json': { schema: leafSchema(leafType) } };
  return kind === 'responses' ? { description: 'ok', content } : { required: true, content };
}

/**
 * A diamond chain: A(i) leads to B(i) and C(i) through `keyword`, both lead to A(i + 1), so the
 * paths from A0 to the leaf double at every level (2^levels of them): a walk that does not keep
 * what it found per node never ends.
 */
export function diamondDocument(levels: number, keyword: 'allOf' | 'oneOf' | 'properties', leafType: 'string' | 'integer' = 'string'): Json {
  const schemas: Json = {};
  const link = (targets: string[]) =>
    keyword === 'properties' ? { type: 'object', properties: Object.fromEntries(targets.map((target) => [target.toLowerCase(), schemaRef(target)])) } : { [keyword]: targets.map(schemaRef) };
  for (let level = 0; level < levels; level++) {
    schemas[`A${level}`] = link([`B${level}`, `C${level}`]);
    schemas[`B${level}`] = link([`A${level + 1}`]);
    schemas[`C${level}`] = link([`A${level + 1}`]);
  }
  schemas[`A${levels}`] = leafSchema(leafType);
  const body = { content: { 'application/json': { schema: schemaRef('A0') } } };
  return {
    openapi: '3.0.3',
    info: { title: 'Diamonds', version: '1' },
    paths: { '/v1/things': { post: { operationId: 'Things V1#Create', requestBody: body, responses: { '200': { description: 'ok', ...body } } } } },
    components: { schemas },
  };
}
