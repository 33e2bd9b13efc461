import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * `npm run e2e:prism`: a sample of the visitor and member journeys with Stoplight Prism's
 * validation proxy between the browser and the simulated server (e2e/prism/), so a validator
 * nobody here wrote checks requests and answers against the contract. One worker starts one
 * Prism (about 10 s); the journeys are few, on desktop only.
 */
export default defineConfig({
  ...base,
  testDir: './e2e/prism',
  testMatch: '*.prism.ts',
  fullyParallel: false,
  workers: 1,
  // Apart from test-results/, which a parallel `npm run e2e` empties when it starts.
  outputDir: 'build/prism-results',
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'build/playwright-report-prism' }]],
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
});
