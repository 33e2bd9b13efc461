import { resolve, type ContractOperation } from './document';
import { compile, textAjv, toFields, type FieldErrors } from './validator';

/**
 * A `multipart/form-data` body checked against the contract: text fields against their schemas
 * (coerced from text), files against the file types of the operation's `encoding` (or the
 * property's `contentMediaType`) and the property's `x-max-bytes` (openapi/README.md).
 */
interface PropertySchema {
  type?: unknown;
  format?: string;
  contentMediaType?: string;
  'x-max-bytes'?: number;
}

interface ObjectSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/** A file part, of whichever realm parsed the form (Node's under jsdom): not `instanceof File`. */
const isFile = (value: FormDataEntryValue | null): value is File =>
  value !== null && typeof value !== 'string';

const isBinary = (schema: PropertySchema): boolean =>
  schema.format === 'binary' || schema.contentMediaType !== undefined;

const mediaType = (value: string) => value.split(';')[0]?.trim().toLowerCase() ?? '';

/** Whether a part's type is one of a comma-separated list (`image/jpeg, image/*`). */
const typeAllowed = (type: string, allowed: string): boolean => {
  const actual = mediaType(type);
  return allowed.split(',').some((entry) => {
    const wanted = mediaType(entry);
    return (
      wanted === '*/*' ||
      wanted === actual ||
      (wanted.endsWith('/*') && actual.startsWith(wanted.slice(0, -1)))
    );
  });
};

const fileProblem = (
  file: FormDataEntryValue | null,
  property: PropertySchema,
  allowedTypes: string | undefined,
): FieldErrors[string] | undefined => {
  if (!isFile(file)) return 'invalid';
  if (allowedTypes !== undefined && !typeAllowed(file.type, allowedTypes)) return 'unsupported_file_type';
  const maxBytes = property['x-max-bytes'];
  if (maxBytes !== undefined && file.size > maxBytes) return 'file_too_large';
  return undefined;
};

export const checkMultipart = (operation: ContractOperation, form: FormData): FieldErrors => {
  const declared = operation.bodySchemas['multipart/form-data'];
  if (declared === undefined) return {};
  const schema = resolve(declared) as ObjectSchema;
  const encoding = operation.bodyEncodings['multipart/form-data'] ?? {};
  const properties = Object.entries(schema.properties ?? {}).map(
    ([name, property]) => [name, (resolve(property) ?? {}) as PropertySchema] as const,
  );
  const files = new Set(properties.filter(([, property]) => isBinary(property)).map(([name]) => name));

  const errors: FieldErrors = {};
  for (const [name, property] of properties) {
    if (!files.has(name)) continue;
    const part = form.get(name);
    if (part === null) {
      if (schema.required?.includes(name) === true) errors[name] = 'required';
      continue;
    }
    const allowed = encoding[name]?.contentType ?? property.contentMediaType;
    const problem = fileProblem(part, property, allowed);
    if (problem !== undefined) errors[name] = problem;
  }

  // The text fields go through the schema without its files; a list property takes every value.
  const listNames = new Set(properties.filter(([, p]) => p.type === 'array').map(([name]) => name));
  const text: Record<string, unknown> = {};
  for (const name of new Set(form.keys())) {
    if (files.has(name)) continue;
    text[name] = listNames.has(name) ? form.getAll(name) : form.get(name);
  }
  const textSchema = {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(schema.properties ?? {}).filter(([name]) => !files.has(name)),
    ),
    required: (schema.required ?? []).filter((name) => !files.has(name)),
  };
  const validate = compile(textAjv, `multipart:${operation.operationId}`, textSchema);
  return validate(text) ? errors : { ...toFields(validate.errors), ...errors };
};
