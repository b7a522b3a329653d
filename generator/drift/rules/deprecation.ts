import { fieldOf, placeOf } from './walk.ts';
import { operationPlace, parameterField, parameterPlace } from './places.ts';
import type { RuleFamily } from './types.ts';

/** Newly deprecated operations, parameters and properties, each with its successor when known. */
export const deprecationRules: RuleFamily = {
  name: 'deprecation',
  checkTree(tree, _context, report) {
    const { common } = tree.operations;
    for (let index = 0; index < common.length; index++) {
      const operation = common[index]!;
      // Place and facts made only for an operation whose deprecation changed: a pair has hundreds that did not.
      if (operation.old.deprecated !== operation.new.deprecated) {
        const facts = { operationId: operation.new.operationId, ...(operation.new.successor ? { successor: operation.new.successor } : {}) };
        report(operation.new.deprecated ? 'operation-deprecated' : 'operation-undeprecated', operationPlace(operation.new, false), facts);
      }
      for (let at = 0; at < operation.parameters.length; at++) {
        const parameter = operation.parameters[at]!;
        if (parameter.deprecated?.to) report('parameter-deprecated', parameterPlace(operation.new, parameter), { field: parameterField(parameter) });
      }
    }
  },
  checkSchema(visit, report) {
    const deprecated = visit.diff.deprecated;
    if (!deprecated?.to) return;
    report('property-deprecated', placeOf(visit), { field: fieldOf(visit), ...(deprecated.successor ? { successor: deprecated.successor } : {}) });
  },
};
