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
      mock: { generators: [{ type: 'msw', delay: false, useExamples: true }, { type: 'faker' }] },
      clean: true,
      override: {
        mutator: { path: './src/api/http-client.ts', name: 'apiFetch' },
        query: { signal: true },
      },
    },
  },
});
