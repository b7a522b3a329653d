/**
 * `validateResponses`: each 2xx JSON body checked against the operation's success schema by the
 * generated validators, its findings handed to `onDrift` or thrown as ResponseValidationError.
 * The checks reach a client as a value that brings this code with it (`responseValidators` is
 * made by `withResponseValidation`), so a client given none bundles none of it.
 */
import type { Redactor } from '../redaction/redact.js';
import type { CheckTable } from '../validation/checks.js';
import { checkDriftHandler, checkValidationMode, checksByKey, findDrift, reportDrift, warnOnce, type RootCheck } from '../validation/findings.js';
import { headerRequestId } from './error-body.js';
import { ResponseValidationError } from './errors.js';
import { CLIENT, type CallContext, type ResolvedOptions } from './options.js';

export type ResponseValidator = (call: CallContext & { readonly redactor: Redactor }, response: Response, data: unknown) => void;

type ValidationSettings = Pick<ResolvedOptions, 'validateResponses' | 'onDrift'>;
type RootChecks = ReadonlyMap<string, RootCheck>;

/**
 * A package's success-body checks and the code that runs them, as a client takes them: given a
 * client's settings, its drift warnings so far and where to warn, the validator of its responses
 * (undefined when nothing is to be checked).
 */
export type ResponseValidation = (options: ValidationSettings, warned: Set<string>, warn: (message: string) => void) => ResponseValidator | undefined;

/** A check table carrying its validation: what `createIncidentClientWith` takes as `validators`. */
export type ResponseCheckTable = CheckTable & { readonly validation: ResponseValidation };

/** The validation of `table`'s checks, indexed on first use. */
export function responseValidation(table: CheckTable | undefined): ResponseValidation {
  let checks: RootChecks | undefined;
  return (options, warned, warn) => createResponseValidator(options, (checks ??= checksByKey(table)), warned, warn);
}

/** `table` itself, given its validation as a property that neither iteration nor JSON sees (validators.ts's `responseValidators`). */
export function withResponseValidation(table: CheckTable): ResponseCheckTable {
  return Object.defineProperty(table, 'validation', { value: responseValidation(table) }) as ResponseCheckTable;
}

/**
 * Undefined when nothing is to be checked, so a call with validation off pays one test. Refuses a
 * bad `validateResponses` or `onDrift` (the client's option checks, here so that they travel with
 * the validators: a lean client without them refuses the options outright, compose.ts).
 */
export function createResponseValidator(
  options: ValidationSettings,
  checks: RootChecks,
  warned: Set<string>,
  warn: (message: string) => void,
): ResponseValidator | undefined {
  const mode = checkValidationMode(CLIENT, 'validateResponses', options.validateResponses);
  const handler = checkDriftHandler(CLIENT, options.onDrift);
  if (mode === 'off' || checks.size === 0) return undefined;
  const onDrift = handler ?? warnOnce(warned, warn);
  const throwing = mode === 'throw';
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
