import document from '../../generated/openapi.json' with { type: 'json' };

/**
 * The bundled contract, as the simulated backend reads it: which method and path each
 * operationId has, its parameters, request body and response schemas.
 */
export interface ContractParameter {
  name: string;
  in: 'query' | 'header' | 'path' | 'cookie';
  required?: boolean;
  schema?: object;
}

export interface ContractEncoding {
  /** Comma-separated media types, as OpenAPI writes them (`image/jpeg, image/png`). */
  contentType?: string;
}

export interface ContractOperation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'delete' | 'patch';
  path: string;
  parameters: ContractParameter[];
  bodySchemas: Record<string, object>;
  /** Per request media type, per field: the OpenAPI `encoding` (for uploads, the file types taken). */
  bodyEncodings: Record<string, Record<string, ContractEncoding>>;
  bodyRequired: boolean;
  responseSchemas: Record<string, object | undefined>;
  security: unknown[] | undefined;
}

type Json = Record<string, unknown>;

export const openapi = document as unknown as Json & { components: Json; paths: Record<string, Json> };

const refTarget = (ref: string): unknown =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => (node as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')], openapi);

/** Follows `$ref`s inside the bundled document until a real node. */
export const resolve = (node: unknown): unknown => {
  const ref = (node as { $ref?: string } | undefined)?.$ref;
  return ref === undefined ? node : resolve(refTarget(ref));
};

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;

const collect = (): Map<string, ContractOperation> => {
  const found = new Map<string, ContractOperation>();
  for (const [path, item] of Object.entries(openapi.paths)) {
    for (const method of methods) {
      const operation = item[method] as Json | undefined;
      if (operation === undefined) continue;
      const body = resolve(operation.requestBody) as
        | {
            content?: Record<string, { schema: object; encoding?: Record<string, ContractEncoding> }>;
            required?: boolean;
          }
        | undefined;
      const responses = Object.entries(operation.responses as Json).map(([status, response]) => {
        const content = (resolve(response) as { content?: Record<string, { schema?: object }> }).content;
        // A JSON answer: `application/json`, or a JSON type of its own (`application/manifest+json`).
        const json = Object.keys(content ?? {}).find((type) => /^application\/([\w.-]+\+)?json$/.test(type));
        return [status, json === undefined ? undefined : content?.[json]?.schema] as const;
      });
      found.set(operation.operationId as string, {
        operationId: operation.operationId as string,
        method,
        path,
        parameters: ((operation.parameters ?? []) as unknown[]).map((p) => resolve(p) as ContractParameter),
        bodySchemas: Object.fromEntries(
          Object.entries(body?.content ?? {}).map(([type, media]) => [type, media.schema]),
        ),
        bodyEncodings: Object.fromEntries(
          Object.entries(body?.content ?? {}).map(([type, media]) => [type, media.encoding ?? {}]),
        ),
        bodyRequired: body?.required ?? false,
        responseSchemas: Object.fromEntries(responses),
        security: operation.security as unknown[] | undefined,
      });
    }
  }
  return found;
};

export const contractOperations = collect();

export const contractOperation = (operationId: string): ContractOperation => {
  const operation = contractOperations.get(operationId);
  if (operation === undefined) throw new Error(`The contract has no operation ${operationId}`);
  return operation;
};
