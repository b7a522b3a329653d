import { describe, expect, it } from 'vitest';
import { field } from '../../../spec/build/fields.ts';
import { family } from '../../../spec/build/operations.ts';
import { anyValue } from '../../../spec/build/schema.ts';

describe('family operations', () => {
  const gadgets = family({ tag: 'Gadgets V3', singular: 'gadget', listKey: 'items', fields: { colour: field(anyValue(), { resp: 'req', create: 'opt' }) } });
  const plain = family({ tag: 'Plain V1', singular: 'plain', successor: 'Plain V2' });

  it('names operations and components after the tag and the singular', () => {
    const [list, create, show, update, remove] = gadgets.crud('/v3/gadgets');
    expect([list, create, show, update, remove].map((built) => `${built!.method} ${built!.path} ${String(built!.operation.operationId)}`)).toEqual([
      'get /v3/gadgets Gadgets V3#List',
      'post /v3/gadgets Gadgets V3#Create',
      'get /v3/gadgets/{id} Gadgets V3#Show',
      'put /v3/gadgets/{id} Gadgets V3#Update',
      'delete /v3/gadgets/{id} Gadgets V3#Delete',
    ]);
    expect(Object.keys(list!.schemas)).toEqual(['GadgetV3', 'GadgetsListResultV3']);
    expect(list!.schemas.GadgetsListResultV3!.required).toEqual(['items', 'pagination_meta']);
    expect(Object.keys(create!.schemas)).toEqual(['GadgetV3', 'GadgetResultV3', 'GadgetCreatePayloadV3']);
    expect(Object.keys(update!.schemas)).toEqual(['GadgetV3', 'GadgetResultV3']);
  });

  it('leaves bodies of families without known fields open and unwrapped', () => {
    const show = plain.show('/v1/plains/{id}');
    expect(show.schemas).toEqual({});
    expect(show.operation.responses).toMatchObject({ '200': { content: { 'application/json': { schema: { type: 'object', additionalProperties: true } } } } });
  });

  it('deprecates every operation of a family with a successor, naming the same action', () => {
    expect(plain.action('post', '/v1/plains/{id}/actions/poke', 'Poke').operation).toMatchObject({ deprecated: true, 'x-successor': 'Plain V2#Poke' });
    expect(gadgets.list('/v3/gadgets').operation.deprecated).toBeUndefined();
  });

  it('puts path parameters first, then the options, then pagination', () => {
    const built = gadgets.list('/v3/things/{thing_id}/gadgets', { params: [{ name: 'q', in: 'query' }] });
    const names = (built.operation.parameters as Array<{ name?: string; $ref?: string }>).map((parameter) => parameter.name ?? parameter.$ref);
    expect(names).toEqual(['thing_id', 'q', '#/components/parameters/PageSize', '#/components/parameters/After']);
  });
});
