import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FieldErrorCode } from '../../generated/model';
import { contractOperation, openapi } from './document';

/**
 * JSON Schema validation against the contract: requests are checked before a handler runs (a
 * malformed one answers 400 `validation`; parameters.ts and multipart.ts check what is not JSON),
 * and every answer is checked (a mismatch is a contract violation).
 */
const makeAjv = (coerceTypes: boolean | 'array') => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes, useDefaults: false });
  addFormats(ajv);
  ajv.addSchema(openapi, 'openapi.json');
  return ajv;
};

const bodyAjv = makeAjv(false);
/** For values that arrive as text (parameters, multipart fields), coerced as PHP would read them. */
export const textAjv = makeAjv('array');
const cache = new Map<string, ValidateFunction>();

/** Refs inside the contract are document-local (`#/components/…`); rebase them on the added document. */
const rebase = (schema: object): object =>
  JSON.parse(JSON.stringify(schema).replace(/"\$ref":"#\//g, '"$ref":"openapi.json#/')) as object;

export const compile = (ajv: Ajv2020, key: string, schema: object): ValidateFunction => {
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const validate = ajv.compile(rebase(schema));
  cache.set(key, validate);
  return validate;
};

export type FieldErrors = Record<string, FieldErrorCode>;

const fieldCode = (error: ErrorObject): FieldErrorCode => {
  switch (error.keyword) {
    case 'required':
      return 'required';
    case 'maxLength':
    case 'maxItems':
    case 'maxProperties':
    case 'maximum':
      return 'too_long';
    case 'minLength':
    case 'minItems':
    case 'minimum':
      return 'too_short';
    case 'format':
      return error.params.format === 'email'
        ? 'invalid_email'
        : error.params.format === 'date'
          ? 'invalid_date'
          : 'invalid';
    case 'additionalProperties':
      return 'not_allowed';
    default:
      return 'invalid';
  }
};

const fieldName = (error: ErrorObject): string => {
  if (error.keyword === 'required') return String(error.params.missingProperty);
  if (error.keyword === 'additionalProperties') return String(error.params.additionalProperty);
  return error.instancePath.split('/').find(Boolean) ?? 'body';
};

export const toFields = (errors: ErrorObject[] | null | undefined): FieldErrors => {
  const fields: FieldErrors = {};
  for (const error of errors ?? []) fields[fieldName(error)] ??= fieldCode(error);
  return fields;
};

export const validateJsonBody = (operationId: string, body: unknown): FieldErrors => {
  const schema = contractOperation(operationId).bodySchemas['application/json'];
  if (schema === undefined) return {};
  const validate = compile(bodyAjv, `body:${operationId}`, schema);
  return validate(body) ? {} : toFields(validate.errors);
};

/** Every mismatch between an answer and the contract, as readable lines (empty when it fits). */
export const responseMismatches = (operationId: string, status: number, body: unknown): string[] => {
  const schemas = contractOperation(operationId).responseSchemas;
  if (!(String(status) in schemas) && !('default' in schemas)) {
    return [`${operationId} answered ${status}, which the contract does not list`];
  }
  const schema = schemas[String(status)] ?? schemas.default;
  if (schema === undefined)
    return body === undefined ? [] : [`${operationId} ${status} has a body the contract does not describe`];
  const validate = compile(bodyAjv, `response:${operationId}:${status}`, schema);
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) => `${operationId} ${status}: ${e.instancePath || '(root)'} ${e.message ?? e.keyword}`,
  );
};
