/**
 * `validateResponses`: each 2xx JSON body checked against the operation's success schema by the
 * generated validators, its findings handed to `onDrift` or thrown as ResponseValidationError.
 */
import type { Redactor } from '../redaction/redact.js';
import { findDrift, reportDrift, warnOnce, type RootCheck } from '../validation/findings.js';
import { headerRequestId } from './error-body.js';
import { ResponseValidationError } from './errors.js';
import type { CallContext, ResolvedOptions } from './options.js';

export type ResponseValidator = (call: CallContext & { readonly redactor: Redactor }, response: Response, data: unknown) => void;

type ValidationSettings = Pick<ResolvedOptions, 'validateResponses' | 'onDrift'>;
type RootChecks = ReadonlyMap<string, RootCheck>;

/** Undefined when nothing is to be checked, so a call with validation off pays one test. */
export function createResponseValidator(
  options: ValidationSettings,
  checks: RootChecks,
  warned: Set<string>,
  warn: (message: string) => void,
): ResponseValidator | undefined {
  if (options.validateResponses === 'off' || checks.size === 0) return undefined;
  const onDrift = options.onDrift ?? warnOnce(warned, warn);
  const throwing = options.validateResponses === 'throw';
  return (call, response, data) => {
    const check = call.operation && checks.get(call.operation.operationId);
    if (!check || !response.ok) return;
    const operation = `${call.method} ${call.path}`;
    const findings = findDrift(check, data, operation, () => headerRequestId(response, call.redactor));
    if (findings.length === 0) return;
    if (throwing) throw new ResponseValidationError(operation, findings, findings[0]!.requestId);
    reportDrift(findings, onDrift);
  };
}
