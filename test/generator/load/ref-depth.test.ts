/**
 * The loader's bound on how deep a document nests through its `$ref`s (load/ref-depth.ts, through
 * validateDocument): every chain shape and ending, just inside the bound and just past it, and
 * chains of 100,000 refused in one line.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULTS } from '../../../generator/context.ts';
import { InputError } from '../../../generator/load/errors.ts';
import { validateDocument } from '../../../generator/load/validate.ts';
import { newestRealSpecPath, readRealSpec } from '../../support/real-specs.ts';
import { CHAIN_ENDINGS, CHAIN_SHAPES, chainDocument, type ChainShape } from '../../support/ref-chains.ts';

const LIMIT = DEFAULTS.maxRefDepth;

const refusal = (document: unknown): string => {
  try {
    validateDocument(document, 'spec.json');
  } catch (error) {
    expect(error).toBeInstanceOf(InputError);
    return (error as Error).message;
  }
  throw new Error('expected validateDocument to refuse the document');
};

const accepts = (document: unknown) => expect(() => validateDocument(document, 'spec.json')).not.toThrow();

/** The longest chain of a shape the loader accepts, found by bisection: it must exist and be well above the real documents' 12 refs. */
function longestAccepted(shape: ChainShape): number {
  let [low, high] = [1, LIMIT + 1];
  while (low + 1 < high) {
    const middle = Math.floor((low + high) / 2);
    try {
      validateDocument(chainDocument({ shape, length: middle }), 'spec.json');
      low = middle;
    } catch {
      high = middle;
    }
  }
  return low;
}

describe('the $ref depth bound', () => {
  it('accepts a direct alias chain whose depth is exactly the limit and refuses one level more, in one line naming the chain', () => {
    // The response schema's $ref sits 8 levels down and weighs 9, each alias 1, the leaf nests 2: length + 10.
    accepts(chainDocument({ shape: 'alias', length: LIMIT - 10 }));
    expect(refusal(chainDocument({ shape: 'alias', length: LIMIT - 9 }))).toBe(
      `spec.json #/components/schemas/A0: $ref chain nests ${LIMIT + 1} levels deep, more than ${LIMIT} (A0 -> A1 -> A2 -> … -> A${LIMIT - 11} -> A${LIMIT - 10})`,
    );
  });

  it.each(CHAIN_SHAPES)('bounds a chain of %s links: a long one is accepted, a longer one refused in one line', (shape) => {
    const longest = longestAccepted(shape);
    // Each link costs one to three levels: a chain of a fifth of the limit always fits.
    expect(longest).toBeGreaterThanOrEqual(Math.floor(LIMIT / 5));
    const message = refusal(chainDocument({ shape, length: longest + 1 }));
    const kind = shape === 'parameters' || shape === 'responses' || shape === 'requestBodies' ? shape : 'schemas';
    const [, depth] = /nests (\d+) levels/.exec(message) ?? [];
    // One link more costs at most three levels.
    expect(Number(depth) - LIMIT).toBeOneOf([1, 2, 3]);
    expect(message).toMatch(new RegExp(`^spec\\.json #/components/${kind}/A0: \\$ref chain nests \\d+ levels deep, more than ${LIMIT} \\(A0 -> A1 -> A2 -> … -> A\\d+ -> A${longest}\\)$`));
    expect(message).not.toContain('\n');
  });

  it.each(CHAIN_ENDINGS)('refuses a chain of 10,000 ending with a %s, of every shape, in one line', (ending) => {
    for (const shape of CHAIN_SHAPES) {
      const message = refusal(chainDocument({ shape, length: 10_000, ending }));
      expect(message, shape).toMatch(/^spec\.json #\/components\/\w+\/A0: \$ref chain nests \d+ levels deep, more than \d+ \(A0 [^\n]*\)$/);
      expect(message.length, shape).toBeLessThan(160);
    }
  });

  it('refuses chains of 100,000, one of each ending, naming the cycle where there is one', () => {
    expect(refusal(chainDocument({ shape: 'alias', length: 100_000 }))).toBe(`spec.json #/components/schemas/A0: $ref chain nests 100010 levels deep, more than ${LIMIT} (A0 -> A1 -> A2 -> … -> A99998 -> A99999)`);
    expect(refusal(chainDocument({ shape: 'properties', length: 100_000, ending: 'cycle' }))).toMatch(/^spec\.json #\/components\/schemas\/A0: \$ref chain nests \d+ levels deep, more than \d+ \(A0 \(in a cycle of 100000\)\)$/);
    expect(refusal(chainDocument({ shape: 'responses', length: 100_000, ending: 'self' }))).toMatch(/^spec\.json #\/components\/responses\/A0: \$ref chain nests \d+ levels deep, more than \d+ \(A0 -> A1 -> A2 -> … -> A99998 -> A99999 \(refers to itself\)\)$/);
  });

  it('counts a cycle as deep as its members: a long one is refused naming it, a short one accepted', () => {
    expect(refusal(chainDocument({ shape: 'alias', length: LIMIT, ending: 'cycle' }))).toMatch(/^spec\.json #\/components\/schemas\/A0: \$ref chain nests \d+ levels deep, more than \d+ \(A0 \(in a cycle of \d+\)\)$/);
    for (const shape of CHAIN_SHAPES) for (const ending of ['cycle', 'self'] as const) accepts(chainDocument({ shape, length: 20, ending }));
  });

  it('adds the nesting inside each component to the refs between them', () => {
    const document = (components: number, levels: number) => {
      const base = chainDocument({ shape: 'alias', length: 1 });
      const schemas: Record<string, unknown> = {};
      for (let index = 0; index < components; index++) {
        let schema: Record<string, unknown> = index + 1 < components ? { $ref: `#/components/schemas/A${index + 1}` } : { type: 'string' };
        for (let level = 0; level < levels; level++) schema = { type: 'array', items: schema };
        schemas[`A${index}`] = schema;
      }
      return { ...base, components: { schemas } };
    };
    // Each component nests well within the plain nesting limit; together they do not.
    accepts(document(2, Math.floor(LIMIT / 2) - 10));
    expect(refusal(document(3, Math.floor(LIMIT / 2) - 10))).toMatch(/^spec\.json #\/components\/schemas\/A0: \$ref chain nests \d+ levels deep, more than \d+ \(A0 -> A1 -> A2\)$/);
  });

  it('names a chain through nodes deep inside components by their pointers, cut short', () => {
    const levels = 15;
    // Each ref points seven levels into the next component, eight levels above its ref onwards.
    const inner = (index: number) => `#/components/schemas/H${index}${'/properties/x'.repeat(7)}`;
    const schemas: Record<string, unknown> = {};
    for (let index = 0; index < 20; index++) {
      let schema: Record<string, unknown> = index < 19 ? { $ref: inner(index + 1) } : { type: 'string' };
      for (let level = 0; level < levels; level++) schema = { type: 'object', properties: { x: schema } };
      schemas[`H${index}`] = schema;
    }
    const document = { ...chainDocument({ shape: 'alias', length: 1 }), components: { schemas: { ...schemas, A0: { $ref: '#/components/schemas/H0' } } } };
    const message = refusal(document);
    const cut = (index: number) => `#/components/schemas/H${index}/properties/x/…/properties/x/properties/x`;
    expect(message).toMatch(/^spec\.json #\/components\/schemas\/A0: \$ref chain nests \d+ levels deep, more than \d+ \(/);
    expect(message).toContain(`(A0 -> H0 -> ${cut(1)} -> … -> ${cut(18)} -> ${cut(19)})`);
    expect(message.length).toBeLessThan(400);
  });

  it('ignores a $ref in data: an example, an enum value, an extension', () => {
    const document = chainDocument({ shape: 'alias', length: 3 }) as { components: { schemas: Record<string, unknown> } };
    const chain = Array.from({ length: LIMIT * 2 }, (_, index) => ({ $ref: `#/components/schemas/D${index + 1}` }));
    const data: Record<string, unknown> = {};
    chain.forEach((ref, index) => (data[`D${index}`] = { type: 'object', example: ref, enum: [ref], 'x-next': ref }));
    Object.assign(document.components.schemas, data);
    accepts(document);
  });

  it('follows a chain through targets that sit in data as a schema, as whoever follows the ref reads them', () => {
    const length = LIMIT * 2;
    const schemas: Record<string, unknown> = {};
    for (let index = 0; index < length; index++) {
      // D<i>'s example holds the next link; P<i> refers to it from a schema, so each link is a checked ref.
      schemas[`D${index}`] = { type: 'object', example: index + 1 < length ? { $ref: `#/components/schemas/D${index + 1}/example` } : { id: 'x' } };
      schemas[`P${index}`] = { $ref: `#/components/schemas/D${index}/example` };
    }
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {}, components: { schemas } };
    expect(refusal(document)).toMatch(/\$ref chain nests \d+ levels deep, more than 256 \(/);
    for (let index = 0; index < length; index++) if (index >= LIMIT - 10) delete schemas[`P${index}`];
    accepts(document);
  });

  it('counts data nesting inside a component (an example) level for level as any other nesting in the chain', () => {
    const withExample = (length: number, levels: number) => {
      const document = chainDocument({ shape: 'alias', length }) as { components: { schemas: Record<string, Record<string, unknown>> } };
      let example: unknown = { id: 'x' };
      for (let level = 1; level < levels; level++) example = level % 2 === 0 ? { next: example } : [example];
      document.components.schemas[`A${length - 1}`]!.example = example;
      return document;
    };
    const deepestAccepted = (length: number) => {
      let [low, high] = [1, 2 * LIMIT];
      while (low + 1 < high) {
        const middle = Math.floor((low + high) / 2);
        try {
          validateDocument(withExample(length, middle), 'spec.json');
          low = middle;
        } catch {
          high = middle;
        }
      }
      return low;
    };
    const [short, long] = [deepestAccepted(20), deepestAccepted(30)];
    // Ten more links leave room for ten fewer levels of example: the chain's bound, not the plain nesting limit, decides.
    expect(short - long).toBe(10);
    expect(long).toBeGreaterThan(100);
  });

  it('follows a chain through targets inside an example, below its topmost node, as whoever follows the ref reads them', () => {
    const length = LIMIT * 2;
    const schemas: Record<string, unknown> = {};
    for (let index = 0; index < length; index++) {
      schemas[`D${index}`] = { type: 'object', example: { inner: index + 1 < length ? { $ref: `#/components/schemas/D${index + 1}/example/inner` } : { id: 'x' } } };
      schemas[`P${index}`] = { $ref: `#/components/schemas/D${index}/example/inner` };
    }
    const document = { openapi: '3.0.3', info: { title: 't', version: '1' }, paths: {}, components: { schemas } };
    expect(refusal(document)).toMatch(/\$ref chain nests \d+ levels deep, more than 256 \(/);
    for (let index = 0; index < length; index++) if (index >= LIMIT - 10) delete schemas[`P${index}`];
    accepts(document);
  });

  it('passes the newest real document', () => {
    accepts(readRealSpec(newestRealSpecPath()));
  });
});
