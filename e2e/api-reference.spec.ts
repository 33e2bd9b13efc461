import { test as base, expect } from '@playwright/test';
import { resolve } from 'node:path';

/**
 * The API reference (`npm run docs:api`) is one HTML file that works offline: this opens it with
 * every network request refused and checks it renders the contract. (Plain Playwright test: the
 * app's fixtures — simulated server, noise guard — do not apply to a local file.)
 */
base('the API reference renders offline from the contract', async ({ page }) => {
  await page.route('**/*', (route) =>
    route.request().url().startsWith('file:') ? route.continue() : route.abort(),
  );
  await page.goto(`file://${resolve('build/api-reference.html')}`);
  await expect(page.getByRole('heading', { name: /Dating site member API/ })).toBeVisible();
  for (const tag of ['site', 'account', 'members', 'likes', 'chat', 'commerce', 'notifications']) {
    await expect(page.getByRole('link', { name: tag, exact: true })).toBeAttached();
  }
});
