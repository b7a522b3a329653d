import { arrayOf, integer, objectWith, ref, string, timestamp, type Schema } from '../schema.ts';

/** Every non-success status the reference says an operation can return, with its response name. */
export const ERROR_STATUSES: ReadonlyArray<readonly [status: string, name: string, description: string]> = [
  ['400', 'BadRequest', 'Bad request'],
  ['401', 'Unauthorized', 'No or invalid API key (type authentication_error)'],
  ['403', 'Forbidden', 'Forbidden'],
  ['404', 'NotFound', 'Not found'],
  ['405', 'MethodNotAllowed', 'Method not allowed'],
  ['406', 'NotAcceptable', 'Not acceptable'],
  ['408', 'RequestTimeout', 'Request timeout'],
  ['409', 'Conflict', 'Conflict'],
  ['412', 'PreconditionFailed', 'Precondition failed'],
  ['413', 'PayloadTooLarge', 'Payload too large'],
  ['422', 'UnprocessableEntity', 'The request failed validation (type validation_error)'],
  ['429', 'TooManyRequests', 'A rate limit was exceeded (type too_many_requests)'],
  ['500', 'InternalServerError', 'Internal server error'],
];

/** Response header name -> component header name, in the order the reference lists them. */
export const RATE_LIMIT_HEADERS: ReadonlyArray<readonly [header: string, component: string]> = [
  ['X-RateLimit-Limit', 'XRateLimitLimit'],
  ['X-RateLimit-Remaining', 'XRateLimitRemaining'],
  ['X-RateLimit-Used', 'XRateLimitUsed'],
  ['X-RateLimit-Reset', 'XRateLimitReset'],
];

export const headerRef = (component: string) => ({ $ref: `#/components/headers/${component}` });

/** The rate-limit headers: sent on key-authenticated responses, omitted when undeterminable. */
export const rateLimitHeaderRefs = () => Object.fromEntries(RATE_LIMIT_HEADERS.map(([header, component]) => [header, headerRef(component)]));

export const headers = {
  XRateLimitLimit: {
    description: 'The binding quota, then every applicable limit each with `;window=<seconds>`',
    schema: string(),
  },
  XRateLimitRemaining: {
    description: 'Requests possible now against the binding limit (may lag under concurrency)',
    schema: integer(),
  },
  XRateLimitUsed: { description: 'Requests spent against the binding limit', schema: integer() },
  XRateLimitReset: {
    description: 'Unix timestamp in seconds when the binding limit is full again',
    schema: integer(),
  },
  RetryAfter: { description: 'On 429 only: integer seconds to wait before one request succeeds', schema: integer() },
};

export const errorSchemas: Record<string, Schema> = {
  ErrorSource: objectWith({ field: string({ description: 'Name of the offending request field' }) }, ['field']),
  ErrorItem: objectWith(
    {
      code: string({ description: 'Known values: missing_authorization_material, is_required, too_many_requests' }),
      message: string(),
      source: ref('ErrorSource'),
    },
    ['code', 'message'],
  ),
  ErrorResult: objectWith(
    {
      type: string({ description: 'Known values: authentication_error (401), validation_error (422), too_many_requests (429)' }),
      status: integer(),
      request_id: string({ description: 'Quotable to support' }),
      errors: arrayOf(ref('ErrorItem')),
    },
    ['type', 'status', 'request_id', 'errors'],
    'The common error body of every failure',
  ),
  RateLimitResult: objectWith(
    {
      name: string({ description: 'Name of the API key' }),
      limit: integer({ description: 'Bucket size' }),
      remaining: integer(),
      retry_after: timestamp(),
    },
    ['name', 'limit', 'remaining', 'retry_after'],
  ),
  RateLimitErrorResult: {
    description: 'The error body of a 429: the common error body plus the rate_limit object',
    allOf: [ref('ErrorResult'), objectWith({ rate_limit: ref('RateLimitResult') }, ['rate_limit'])],
  },
};

function errorResponse(status: string, description: string) {
  const tooMany = status === '429';
  return {
    description,
    headers: { ...rateLimitHeaderRefs(), ...(tooMany ? { 'Retry-After': headerRef('RetryAfter') } : {}) },
    content: { 'application/json': { schema: ref(tooMany ? 'RateLimitErrorResult' : 'ErrorResult') } },
  };
}

export const errorResponses = Object.fromEntries(ERROR_STATUSES.map(([status, name, description]) => [name, errorResponse(status, description)]));

/** The `responses` entries every operation carries for its failures. */
export const errorResponseRefs = () => Object.fromEntries(ERROR_STATUSES.map(([status, name]) => [status, { $ref: `#/components/responses/${name}` }]));
