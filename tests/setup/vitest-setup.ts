import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { notSimulatedHeader } from '../../mocks/handlers';
import { server } from '../../mocks/node';
import { resetSimulation } from '../../mocks/reset';
import { assertNoNoise, recordConsole, recordUnhandledRequest } from './noise';

// The first render of a lazy route compiles its chunk; on 2 slow cores that can take seconds.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: recordUnhandledRequest });
  server.events.on('response:mocked', ({ request, response }) => {
    if (response.headers.has(notSimulatedHeader)) recordUnhandledRequest(request);
  });
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(recordConsole('error'));
  vi.spyOn(console, 'warn').mockImplementation(recordConsole('warn'));
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  resetSimulation();
  for (const cookie of document.cookie.split('; ')) {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  assertNoNoise();
});

afterAll(() => {
  server.close();
});
