import { defineConfig } from 'orval';

// Output folder may be overridden so the drift check can generate into a scratch folder.
const out = process.env.GENERATED_DIR ?? 'generated';

export default defineConfig({
  api: {
    input: { target: './openapi/openapi.yaml' },
    output: {
      mode: 'tags-split',
      target: `${out}/hooks`,
      schemas: `${out}/model`,
      client: 'react-query',
      httpClient: 'axios',
      mock: { generators: [{ type: 'msw', delay: false, useExamples: true }, { type: 'faker' }] },
      clean: true,
      override: {
        mutator: { path: './src/api/http-client.ts', name: 'apiFetch' },
        query: { useQuery: true, useSuspenseQuery: false, signal: true },
      },
    },
  },
});
