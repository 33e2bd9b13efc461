import { defineConfig } from 'orval';

export default defineConfig({
  api: {
    input: { target: './generated/openapi.json' },
    output: {
      mode: 'tags-split',
      target: 'generated/hooks',
      schemas: 'generated/model',
      client: 'react-query',
      httpClient: 'axios',
      // No msw/faker output: the simulation (mocks/) answers by the contract's rules, not with
      // orval's random examples, and generated code nothing imports is only drift to guard.
      mock: false,
      clean: true,
      override: {
        mutator: { path: './src/api/http-client.ts', name: 'apiFetch' },
        query: { signal: true },
      },
    },
  },
});
