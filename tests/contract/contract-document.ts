import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The bundled contract (`npm run generate` writes it), read as plain JSON for structural checks. */
export interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; $ref?: string }[];
  requestBody?: { content?: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType>; $ref?: string }>;
}

export interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, unknown>;
}

type Response = Operation['responses'][string];

export interface Contract {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { enum?: string[] } & Record<string, unknown>>;
    responses?: Record<string, Response>;
    parameters?: Record<string, { name: string; in: string }>;
  };
}

export const contract = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../generated/openapi.json'), 'utf8'),
) as Contract;

const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

export const operations = (): { method: string; path: string; operation: Operation }[] =>
  Object.entries(contract.paths).flatMap(([path, item]) =>
    methods.flatMap((method) =>
      item[method] ? [{ method: method.toUpperCase(), path, operation: item[method] }] : [],
    ),
  );

export const enumOf = (schema: string): string[] => contract.components.schemas[schema]?.enum ?? [];

/** A response as written, or the shared one it points at (`#/components/responses/<name>`). */
export const resolveResponse = (response: Response): Response => {
  const name = response.$ref?.split('/').pop();
  return name === undefined ? response : (contract.components.responses?.[name] ?? response);
};
