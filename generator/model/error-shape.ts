/**
 * The error body the reference documents for every failing request. The real documents declare
 * no error responses, so this is the error type of every operation that declares none. Its
 * `errors[]` entries are the runtime's own ApiErrorDetail, the type `IncidentApiError.errors`
 * holds, so that one name means one type wherever a consumer meets it.
 */
import type { ShapeModel } from './types.ts';

const string = { kind: 'primitive', name: 'string' } as const;
const number = { kind: 'primitive', name: 'number' } as const;

export const ERROR_BODY = 'ApiErrorBody';

export const REFERENCE_ERROR_SHAPES: ShapeModel[] = [
  {
    name: ERROR_BODY,
    description: 'The JSON body of a failed request (any non-2xx status), as the API reference documents it.',
    properties: [
      { name: 'type', type: string, optional: false, description: 'Error class, such as `validation_error` (422) or `too_many_requests` (429).' },
      { name: 'status', type: number, optional: false, description: 'The HTTP status code, repeated.' },
      { name: 'request_id', type: string, optional: false, description: 'Quote this to support.' },
      { name: 'errors', type: { kind: 'runtime', name: 'ApiErrorDetail', array: true }, optional: false, description: 'What went wrong, one entry per problem.' },
      { name: 'rate_limit', type: { kind: 'shape', name: 'ApiRateLimitInfo' }, optional: true, description: 'Present on 429 responses.' },
    ],
  },
  {
    name: 'ApiRateLimitInfo',
    description: 'The rate-limit bucket a 429 response ran into.',
    properties: [
      { name: 'name', type: string, optional: false, description: 'Name of the API key.' },
      { name: 'limit', type: number, optional: false, description: 'Bucket size.' },
      { name: 'remaining', type: number, optional: false, description: 'Requests left in the bucket.' },
      { name: 'retry_after', type: string, optional: false, description: 'RFC 3339 time when a retry may succeed.' },
    ],
  },
];
