import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { notSimulatedHandler, notSimulatedHeader } from './not-simulated';

describe('catch-all for unknown API calls', () => {
  it('answers an unknown /api call with a contract-shaped 501', async () => {
    const response = await getResponse(
      [notSimulatedHandler],
      new Request('http://localhost:5173/api/nothing.php'),
    );
    expect(response?.status).toBe(501);
    expect(response?.headers.get(notSimulatedHeader)).toBe('1');
    expect(await response?.json()).toEqual({
      error: { code: 'not_implemented', message: 'No simulated handler for GET /api/nothing.php' },
    });
  });

  it('leaves dev-server modules whose path merely contains /api/ alone', async () => {
    const response = await getResponse(
      [notSimulatedHandler],
      new Request('http://localhost:5173/src/api/index.ts'),
    );
    expect(response).toBeUndefined();
  });
});
