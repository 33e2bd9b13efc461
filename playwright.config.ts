import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys run in the system Chromium (no browser download here) against the production build,
 * served with the simulated backend by a server each worker starts for itself (e2e/fixtures.ts),
 * so parallel workers never share simulated state.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'build/playwright-report' }]],
  outputDir: 'test-results',
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { viewport: { width: 1280, height: 800 } },
      // Journeys written for one kind of screen set its viewport themselves and run once, in
      // the project of that screen, rather than twice in the same viewport.
      grepInvert: /on a smartphone/,
    },
    {
      name: 'smartphone',
      use: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true },
      grepInvert: /on a desktop/,
      // Developer documents, the sim command, API-level scenarios and the every-route sweep (which
      // the smartphone journeys sample) run once, on desktop. Of the account journeys, the phone
      // runs those whose screens differ there (signup as a page, login from the top bar); the
      // settings, reset, activation and profile-step screens are the same single column.
      testIgnore:
        /(api-reference|sim-command|scenarios|simulated-site|two-members|routes|widths|account-settings|account-deletion|password-reset|activation|signup-follow-ups|signup-steps)\.spec\.ts/,
    },
  ],
});
