import { describe, expect as vitestExpect, it } from 'vitest';
import { describeValue, expect, ScenarioExpectationError } from './expect';

/** The message a failed expectation throws, for comparing with what a tester should read. */
const failureOf = (assert: () => unknown): string => {
  try {
    assert();
  } catch (error) {
    vitestExpect(error).toBeInstanceOf(ScenarioExpectationError);
    return (error as ScenarioExpectationError).message;
  }
  throw new Error('the expectation passed');
};

describe('the standalone scenario expect', () => {
  it('toBe compares with Object.is', () => {
    expect(3).toBe(3);
    expect(Number.NaN).toBe(Number.NaN);
    expect(undefined).toBe(undefined);
    vitestExpect(failureOf(() => expect(0).toBe(-0))).toContain('Expected: -0\nReceived: 0');
    vitestExpect(failureOf(() => expect(2).toBe(3))).toBe(
      'expect(received).toBe(expected)\nExpected: 3\nReceived: 2',
    );
  });

  it('toBe on two equal objects says that toEqual compares values', () => {
    vitestExpect(failureOf(() => expect({ a: 1 }).toBe({ a: 1 }))).toContain('not the same object');
  });

  it('toEqual compares deeply and treats undefined properties as absent, as vitest does', () => {
    expect({ a: 1, b: [1, { c: 'x' }], d: undefined }).toEqual({ a: 1, b: [1, { c: 'x' }] });
    expect({ a: 1 }).toEqual({ a: 1, e: undefined });
    expect(new Date(5)).toEqual(new Date(5));
    expect(new Map([['k', { v: 1 }]])).toEqual(new Map([['k', { v: 1 }]]));
    expect(new Set([1, 2])).toEqual(new Set([2, 1]));
    vitestExpect(failureOf(() => expect({ a: 1, b: 2 }).toEqual({ a: 1 }))).toContain(
      'b: expected nothing, received 2',
    );
    vitestExpect(failureOf(() => expect({ a: { b: [1, 2] } }).toEqual({ a: { b: [1, 3] } }))).toContain(
      'a.b[1]: expected 3, received 2',
    );
    vitestExpect(failureOf(() => expect([1]).toEqual([1, 2]))).toContain('expected 2 items, received 1');
    vitestExpect(failureOf(() => expect(new Date(5)).toEqual(new Date(6)))).toContain('toEqual');
    vitestExpect(failureOf(() => expect({ a: 1 }).toEqual([1]))).toContain('expected [1], received {"a":1}');
  });

  it('toMatchObject takes objects as a part and arrays item by item, as vitest does', () => {
    const answer = {
      status: 200,
      body: { payment: { state: 'completed', credits_added: 150 }, items: [{ id: 1, n: 'a' }, { id: 2 }] },
    };
    expect(answer).toMatchObject({ status: 200, body: { payment: { state: 'completed' } } });
    expect(answer).toMatchObject({ body: { items: [{ id: 1 }, { id: 2 }] } });
    expect({ a: undefined }).toMatchObject({ a: undefined });
  });

  it('a failed toMatchObject names the path of the first difference', () => {
    const answer = { status: 200, body: { payment: { state: 'pending' } } };
    vitestExpect(
      failureOf(() => expect(answer).toMatchObject({ status: 200, body: { payment: { state: 'failed' } } })),
    ).toBe(
      [
        'expect(received).toMatchObject(expected)',
        'body.payment.state: expected "failed", received "pending"',
        'Expected (part): {"status":200,"body":{"payment":{"state":"failed"}}}',
        'Received: {"status":200,"body":{"payment":{"state":"pending"}}}',
      ].join('\n'),
    );
    vitestExpect(failureOf(() => expect({ list: [{ id: 1 }] }).toMatchObject({ list: [] }))).toContain(
      'list: expected 0 items, received 1',
    );
    vitestExpect(
      failureOf(() =>
        expect({ list: [{ id: 1 }, { id: 2 }] }).toMatchObject({ list: [{ id: 1 }, { id: 3 }] }),
      ),
    ).toContain('list[1].id: expected 3, received 2');
    vitestExpect(failureOf(() => expect({}).toMatchObject({ a: undefined }))).toContain(
      'a: expected undefined, received nothing',
    );
    vitestExpect(failureOf(() => expect({ 'two words': 1 }).toMatchObject({ 'two words': 2 }))).toContain(
      '["two words"]: expected 2, received 1',
    );
    vitestExpect(failureOf(() => expect(null).toMatchObject({ a: 1 }))).toContain(
      'received value must be an object, received null',
    );
  });

  it('trims long values so the message stays readable', () => {
    const long = { text: 'x'.repeat(1000) };
    const message = failureOf(() => expect(long).toEqual({ text: 'y' }));
    vitestExpect(message.split('\n').every((line) => line.length <= 320)).toBe(true);
    vitestExpect(message).toContain('…');
  });

  it('describes values JSON cannot hold without throwing', () => {
    const cycle: Record<string, unknown> = { a: 1 };
    cycle.self = cycle;
    vitestExpect(describeValue(cycle)).toBe('{"a":1,"self":"[circular]"}');
    vitestExpect(describeValue(undefined)).toBe('undefined');
    vitestExpect(describeValue(10n)).toBe('10n');
    vitestExpect(describeValue(new Error('lost'))).toBe('Error: lost');
  });
});
