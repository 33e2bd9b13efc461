import type { ContractOperation, ContractParameter } from './document';
import { compile, textAjv, toFields, type FieldErrors } from './validator';

/**
 * A request's parameters as the contract declares them — path, query, header and cookie — checked
 * against their schemas and coerced from text as PHP would read them. A field error names the
 * parameter as the contract spells it (`Idempotency-Key: too_short`).
 */
export interface RequestParts {
  url: URL;
  headers: Headers;
  cookies: Record<string, string | undefined>;
}

type Location = ContractParameter['in'];

export type ParameterValues = Record<Location, Record<string, unknown>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

/** The values of `{name}` segments, matched at the end of the path (a site may sit under a prefix). */
const pathValues = (template: string, pathname: string): Record<string, string> => {
  const names: string[] = [];
  const pattern = escapeRegExp(template).replace(/\{([^}]+)\}/g, (_match, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`${pattern}$`).exec(pathname);
  if (found === null) return {};
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]));
};

/** What arrived for each declared parameter: absent ones are left out, repeated query ones are lists. */
const rawValue = (parameter: ContractParameter, parts: RequestParts, path: Record<string, string>) => {
  switch (parameter.in) {
    case 'query': {
      const all = parts.url.searchParams.getAll(parameter.name);
      return all.length === 0 ? undefined : all.length === 1 ? all[0] : all;
    }
    case 'header':
      return parts.headers.get(parameter.name) ?? undefined;
    case 'cookie':
      return parts.cookies[parameter.name];
    case 'path':
      return path[parameter.name];
  }
};

const locations: Location[] = ['path', 'query', 'header', 'cookie'];

export const checkParameters = (
  operation: ContractOperation,
  parts: RequestParts,
): { values: ParameterValues } | { errors: FieldErrors } => {
  const path = pathValues(operation.path, parts.url.pathname);
  const values: ParameterValues = { path: {}, query: {}, header: {}, cookie: {} };
  let errors: FieldErrors = {};
  for (const location of locations) {
    const declared = operation.parameters.filter((p) => p.in === location);
    if (declared.length === 0) continue;
    const properties: Record<string, object> = {};
    for (const parameter of declared) {
      properties[parameter.name] = parameter.schema ?? {};
      const value = rawValue(parameter, parts, path);
      if (value !== undefined) values[location][parameter.name] = value;
    }
    const schema = {
      type: 'object',
      properties,
      // Path parameters are required by definition (OpenAPI), whatever `required` says.
      required: declared.filter((p) => p.required === true || location === 'path').map((p) => p.name),
    };
    const validate = compile(textAjv, `${location}:${operation.operationId}`, schema);
    // ajv coerces in place: after a successful check the values hold numbers, booleans and lists.
    if (!validate(values[location])) errors = { ...errors, ...toFields(validate.errors) };
  }
  return Object.keys(errors).length > 0 ? { errors } : { values };
};
