import { operationPlace } from './places.ts';
import { reportProperties } from './properties.ts';
import { reportUnion } from './unions.ts';
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
  checkSchema(visit, report, context) {
    if (visit.direction !== 'response') return;
    const { diff } = visit;
    reportProperties(visit, report, context, {
      added: () => 'response-property-added',
      removed: 'response-property-removed',
      becameRequired: 'response-property-became-required',
      becameOptional: 'response-property-became-optional',
      becameUnused: 'response-property-became-write-only',
    });
    const field = fieldOf(visit);
    if (diff.type) report(diff.type.narrowed ? 'response-property-type-specialized' : 'response-property-type-changed', placeOf(visit), { field, from: diff.type.from, to: diff.type.to });
    reportUnion(visit, report, { added: 'response-option-added', removed: 'response-option-removed', discriminator: 'response-discriminator-changed' });
    if (diff.nullable?.to) report('response-property-became-nullable', placeOf(visit), { field });
    for (const change of diff.constraints) report('response-property-constraint-changed', placeOf(visit), { field, keyword: change.keyword, from: change.from, to: change.to });
  },
};

function checkResponses(set: OperationSetDiff, isEvent: boolean, report: Report): void {
  for (let index = 0; index < set.common.length; index++) {
    const operation = set.common[index]!;
    // An operation that reads the same lists nothing (tree/operation.ts): no place to make, no lists to filter.
    if (operation.responsesRemoved.length + operation.responsesAdded.length + operation.responses.length === 0) continue;
    const place = operationPlace(operation.new, isEvent);
    for (const status of operation.responsesRemoved.filter(isSuccess)) report('response-success-removed', place, { status });
    for (const status of operation.responsesAdded.filter(isSuccess)) report('response-success-added', place, { status });
    for (const status of operation.responsesRemoved.filter((status) => !isSuccess(status))) report('response-non-success-removed', place, { status });
    for (const status of operation.responsesAdded.filter((status) => !isSuccess(status))) report('response-non-success-added', place, { status });
    for (let at = 0; at < operation.responses.length; at++) {
      const response = operation.responses[at]!;
      // A response that reads the same lists nothing (tree/operation.ts): most of a changed operation's.
      if (response.mediaTypesRemoved.length + response.headersRemoved.length + response.headersAdded.length + response.headers.length === 0) continue;
      const { status } = response;
      for (const mediaType of response.mediaTypesRemoved) report('response-media-type-removed', place, { status, mediaType });
      for (const { name, required } of response.headersRemoved) report(required ? 'response-required-header-removed' : 'response-optional-header-removed', place, { status, header: name });
      for (const { name } of response.headersAdded) report('response-header-added', place, { status, header: name });
      for (const header of response.headers) {
        if (header.required?.from) report('response-header-became-optional', place, { status, header: header.name });
        if (header.type && !header.type.narrowed) report('response-header-type-changed', place, { status, header: header.name, from: header.type.from, to: header.type.to });
      }
    }
  }
}
