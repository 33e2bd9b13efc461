import type { components, operations } from '../../../generated/schema';

/**
 * Types that bind a simulated handler to its operation in the contract (openapi-typescript's
 * `operations`): the operation id is one of the contract's, the resolver receives the query and
 * body the contract declares, and may only answer a status the operation lists, with that
 * status's body. A handler that answers a wrong shape fails `npm run typecheck`.
 */
export type OperationId = keyof operations;

type Operation<K extends OperationId> = operations[K];

type IsNever<T> = [T] extends [never] ? true : false;

/** The request body as the resolver sees it: JSON parsed (and checked), multipart as FormData. */
type BodyOfContent<C> = C extends { 'multipart/form-data': unknown }
  ? FormData
  : C extends { 'application/json': infer J }
    ? J
    : undefined;

type DeclaredBody<K extends OperationId> =
  Operation<K> extends { requestBody: infer R }
    ? R extends { content: infer C }
      ? BodyOfContent<C>
      : undefined
    : Operation<K> extends { requestBody?: infer R }
      ? IsNever<NonNullable<R>> extends true
        ? undefined
        : NonNullable<R> extends { content: infer C }
          ? BodyOfContent<C> | undefined
          : undefined
      : undefined;

export type RequestBodyOf<K extends OperationId> = DeclaredBody<K>;

type QueryParameters<K extends OperationId> = NonNullable<Operation<K>['parameters']['query']>;

/** Query parameters, coerced to the contract's types (numbers, booleans, arrays) after the check. */
export type QueryOf<K extends OperationId> =
  IsNever<QueryParameters<K>> extends true ? Record<string, never> : QueryParameters<K>;

type Responses<K extends OperationId> = Operation<K>['responses'];

/** The status codes an operation may answer. */
export type StatusOf<K extends OperationId> = Extract<keyof Responses<K>, number>;

/** The body of a JSON answer: `application/json`, or a JSON type of its own such as `application/manifest+json`. */
type JsonBodyOf<R> = R extends { content: { 'application/json': infer B } }
  ? B
  : R extends { content: { 'application/manifest+json': infer B } }
    ? B
    : undefined;

export type ResponseBodyOf<K extends OperationId, S extends StatusOf<K>> = JsonBodyOf<Responses<K>[S]>;

declare const answerBrand: unique symbol;

/** One answer of a simulated handler: a status and its body, turned into a Response by `handle`. */
export interface Answer<S extends number = number, B = unknown> {
  readonly [answerBrand]: true;
  readonly status: S;
  readonly body: B;
  readonly headers?: Record<string, string>;
}

/** Operations that list 403, the answer to a request without a session where one is required. */
export type MemberOperationId = {
  [K in OperationId]: 403 extends StatusOf<K> ? K : never;
}[OperationId];

/** Every answer the contract allows operation K: one per listed status, with that status's body. */
export type AnswerOf<K extends OperationId> = {
  [S in StatusOf<K>]: Answer<S, ResponseBodyOf<K, S>>;
}[StatusOf<K>];

export type ErrorBody = components['schemas']['Error'];

/**
 * The contract's error at any of the statuses S, as one answer type per status, so a rule that
 * may refuse with 400 or 410 fits every operation that lists both.
 */
export type ErrorAnswer<S extends number> = S extends number ? Answer<S, ErrorBody> : never;
