import { operationPlace } from './places.ts';
import { reportProperties } from './properties.ts';
import { isParameterRoot } from './request-params.ts';
import { reportUnion } from './unions.ts';
import { fieldOf, placeOf } from './walk.ts';
import type { RuleFamily } from './types.ts';
import type { RuleId } from './registry.ts';

const PRESENCE_RULES: Record<string, RuleId> = {
  'absent->required': 'request-body-added-required',
  'optional->required': 'request-body-became-required',
  'absent->optional': 'request-body-became-optional',
  'required->optional': 'request-body-became-optional',
  'required->absent': 'request-body-removed',
  'optional->absent': 'request-body-removed',
};

/** The request body as a whole, and every schema a request sends (bodies, and objects inside parameters). */
export const requestBodyRules: RuleFamily = {
  name: 'request-body',
  checkTree(tree, _context, report) {
    const { common } = tree.operations;
    for (let index = 0; index < common.length; index++) {
      const operation = common[index]!;
      const { presence, mediaTypesRemoved } = operation.requestBody;
      if (!presence && mediaTypesRemoved.length === 0) continue;
      const place = operationPlace(operation.new, false);
      if (presence) report(PRESENCE_RULES[`${presence.from}->${presence.to}`]!, place, {});
      for (const mediaType of mediaTypesRemoved) report('request-media-type-removed', place, { mediaType });
    }
  },
  checkSchema(visit, report, context) {
    if (visit.direction !== 'request') return;
    const { diff } = visit;
    reportProperties(visit, report, context, {
      added: (required) => (required ? 'request-property-added-required' : 'request-property-added-optional'),
      removed: 'request-property-removed',
      becameRequired: 'request-property-became-required',
      becameOptional: 'request-property-became-optional',
      becameUnused: 'request-property-became-read-only',
    });
    const field = fieldOf(visit);
    if (diff.closed) report(diff.closed.to ? 'request-additional-properties-forbidden' : 'request-additional-properties-allowed', placeOf(visit), { field });
    reportUnion(visit, report, { added: 'request-option-added', removed: 'request-option-removed', discriminator: 'request-discriminator-changed' });
    // A parameter's own type and bounds belong to the parameter rules.
    if (isParameterRoot(visit)) return;
    if (diff.type) report(diff.type.widened ? 'request-property-type-generalized' : 'request-property-type-changed', placeOf(visit), { field, from: diff.type.from, to: diff.type.to });
    if (diff.default) report('request-property-default-changed', placeOf(visit), { field, from: diff.default.from, to: diff.default.to });
    if (diff.nullable?.from) report('request-property-became-non-nullable', placeOf(visit), { field });
    for (const change of diff.constraints) {
      const rule = change.widened ? 'request-property-constraint-widened' : 'request-property-constraint-narrowed';
      report(rule, placeOf(visit), { field, keyword: change.keyword, from: change.from, to: change.to });
    }
  },
};
