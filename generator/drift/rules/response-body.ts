import { operationPlace } from './places.ts';
import { fieldOf, placeOf } from './walk.ts';
import type { RuleFamily } from './types.ts';
import type { OperationSetDiff } from '../tree/types.ts';
import type { Report } from './types.ts';

const isSuccess = (status: string) => /^2/.test(status);

/** Success responses and every schema a response or event payload carries. */
export const responseBodyRules: RuleFamily = {
  name: 'response-body',
  checkTree(tree, _context, report) {
    checkResponses(tree.operations, false, report);
    checkResponses(tree.events, true, report);
  },
  checkSchema(visit, report) {
    if (visit.direction !== 'response') return;
    const { diff } = visit;
    for (const { name } of diff.propertiesRemoved) report('response-property-removed', placeOf(visit, name), { field: fieldOf(visit, name) });
    for (const { name } of diff.propertiesAdded) report('response-property-added', placeOf(visit, name), { field: fieldOf(visit, name) });
    for (const name of diff.becameOptional) report('response-property-became-optional', placeOf(visit, name), { field: fieldOf(visit, name) });
    for (const name of diff.becameRequired) report('response-property-became-required', placeOf(visit, name), { field: fieldOf(visit, name) });
    const field = fieldOf(visit);
    if (diff.type) report('response-property-type-changed', placeOf(visit), { field, from: diff.type.from, to: diff.type.to });
    if (diff.nullable?.to) report('response-property-became-nullable', placeOf(visit), { field });
    for (const change of diff.constraints) report('response-property-constraint-changed', placeOf(visit), { field, keyword: change.keyword, from: change.from, to: change.to });
  },
};

function checkResponses(set: OperationSetDiff, isEvent: boolean, report: Report): void {
  for (const operation of set.common) {
    const place = operationPlace(operation.new, isEvent);
    for (const status of operation.responsesRemoved.filter(isSuccess)) report('response-success-removed', place, { status });
    for (const status of operation.responsesAdded.filter(isSuccess)) report('response-success-added', place, { status });
    for (const response of operation.responses) {
      for (const mediaType of response.mediaTypesRemoved) report('response-media-type-removed', place, { status: response.status, mediaType });
    }
  }
}
