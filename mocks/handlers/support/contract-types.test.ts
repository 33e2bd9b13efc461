import { describe, expectTypeOf, it } from 'vitest';
import type { AnswerOf, OperationId, QueryOf, RequestBodyOf, StatusOf } from './contract-types';
import { apiError, notFound, ok } from './respond';

/**
 * The types `handle` binds a handler with, checked by `npm run typecheck` (expectTypeOf asserts at
 * compile time; at run time these tests only build a few answers). handle.type-test.ts shows the
 * same refusals on whole handlers.
 */
describe('contract types of simulated handlers', () => {
  it('take operation ids from the contract only', () => {
    expectTypeOf<'checkEmailAvailable'>().toExtend<OperationId>();
    expectTypeOf<'checkEmailAvailible'>().not.toExtend<OperationId>();
  });

  it('give each operation the query and body its contract declares', () => {
    expectTypeOf<QueryOf<'checkEmailAvailable'>>().toEqualTypeOf<{ email: string }>();
    expectTypeOf<QueryOf<'getNotifications'>>().toEqualTypeOf<{ page?: number; per_page?: number }>();
    expectTypeOf<RequestBodyOf<'setMainPhoto'>>().toEqualTypeOf<{ photo_id: number }>();
    expectTypeOf<RequestBodyOf<'uploadPhoto'>>().toEqualTypeOf<FormData>();
    expectTypeOf<RequestBodyOf<'getMember'>>().toEqualTypeOf<undefined>();
  });

  it('accept only the statuses an operation lists, each with its own body', () => {
    type EmailAnswer = AnswerOf<'checkEmailAvailable'>;
    expectTypeOf<StatusOf<'checkEmailAvailable'>>().toEqualTypeOf<200 | 400 | 429>();
    expectTypeOf(ok({ available: true })).toExtend<EmailAnswer>();
    expectTypeOf(apiError(429, 'rate_limited', 'Too many requests')).toExtend<EmailAnswer>();
    expectTypeOf(ok({ free: true })).not.toExtend<EmailAnswer>();
    expectTypeOf(ok({ available: 'yes' })).not.toExtend<EmailAnswer>();
    expectTypeOf(notFound()).not.toExtend<EmailAnswer>();
  });
});
