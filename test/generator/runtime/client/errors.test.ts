import { describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  ConflictError,
  createApiError,
  fieldErrors,
  IncidentApiError,
  IncidentError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
  ValidationError,
} from '../../../../generator/runtime/client/errors.ts';

const init = (status: number) => ({ status, method: 'GET', path: '/v2/incidents', bodyKind: 'json' as const, type: 'x', attempts: 1 });

describe('createApiError', () => {
  it('picks the class for the status, all of them IncidentApiError and IncidentError', () => {
    const classes = [401, 404, 409, 422, 429, 500, 503, 418].map((status) => createApiError(init(status)).constructor);
    expect(classes).toEqual([AuthenticationError, NotFoundError, ConflictError, ValidationError, RateLimitError, InternalServerError, InternalServerError, IncidentApiError]);
    const error = createApiError(init(422));
    expect(error).toBeInstanceOf(IncidentApiError);
    expect(error).toBeInstanceOf(IncidentError);
    expect(error.name).toBe('ValidationError');
  });
});

describe('fieldErrors', () => {
  it('groups messages by source.field', () => {
    const errors = [
      { code: 'is_required', message: 'a', source: { field: 'name' } },
      { code: 'too_long', message: 'b', source: { field: 'name' } },
      { code: 'x', message: 'c' },
    ];
    expect(fieldErrors({ errors })).toEqual({ name: ['a', 'b'], '': ['c'] });
  });
});
