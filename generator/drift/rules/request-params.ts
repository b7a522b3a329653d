import { judgeRemoval } from './lifecycle.ts';
import { parameterField, parameterPlace } from './places.ts';
import { fieldOf, placeOf } from './walk.ts';
import type { RuleFamily, SchemaVisit } from './types.ts';

/** Parameters added, removed or made required, and changes to a parameter's own schema. */
export const requestParameterRules: RuleFamily = {
  name: 'request-params',
  checkTree(tree, context, report) {
    const { common } = tree.operations;
    for (let index = 0; index < common.length; index++) {
      const operation = common[index]!;
      // Most operations of a pair read the same: nothing listed, nothing to loop over.
      if (operation.parametersAdded.length + operation.parametersRemoved.length + operation.parameters.length === 0) continue;
      for (const parameter of operation.parametersAdded) {
        report(parameter.required ? 'request-parameter-added-required' : 'request-parameter-added-optional', parameterPlace(operation.new, parameter), {
          field: parameterField(parameter),
        });
      }
      for (const parameter of operation.parametersRemoved) {
        // One that declared its lifecycle (a sunset, a deprecation date, stability) is judged by it.
        const judged = judgeRemoval('parameter', { deprecated: parameter.deprecated, ...parameter.policy }, operation.new.policy?.stability, context);
        report(judged?.rule ?? 'request-parameter-removed', parameterPlace(operation.old, parameter), { field: parameterField(parameter), ...judged?.facts });
      }
      for (const parameter of operation.parameters) {
        for (const keyword of ['style', 'explode'] as const) {
          const change = parameter[keyword];
          if (change) report('request-parameter-style-changed', parameterPlace(operation.new, parameter), { field: parameterField(parameter), keyword, from: change.from, to: change.to });
        }
        if (!parameter.required) continue;
        const rule = parameter.required.to ? 'request-parameter-became-required' : 'request-parameter-became-optional';
        report(rule, parameterPlace(operation.new, parameter), { field: parameterField(parameter) });
      }
    }
  },
  checkSchema(visit, report) {
    if (!isParameterRoot(visit)) return;
    const { diff } = visit;
    const field = fieldOf(visit);
    if (diff.type) report(diff.type.widened ? 'request-parameter-type-generalized' : 'request-parameter-type-changed', placeOf(visit), { field, from: diff.type.from, to: diff.type.to });
    if (diff.nullable?.from) report('request-parameter-became-non-nullable', placeOf(visit), { field });
    if (diff.default) report('request-parameter-default-changed', placeOf(visit), { field, from: diff.default.from, to: diff.default.to });
    for (const change of diff.constraints) {
      const rule = change.widened ? 'request-parameter-constraint-widened' : 'request-parameter-constraint-narrowed';
      report(rule, placeOf(visit), { field, keyword: change.keyword, from: change.from, to: change.to });
    }
  },
};

/** The schema a parameter declares directly (not a property or item within it). */
export const isParameterRoot = (visit: SchemaVisit) => visit.site === 'parameter' && visit.fieldPath.length === 1;
