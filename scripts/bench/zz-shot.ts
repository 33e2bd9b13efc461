// Temporary: screenshots of the chat screens (deleted after use).
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium';
import { logIn, startSim } from './sim-server';

const sim = await startSim(['--dist', 'dist']);
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  const shots: [string, string, number, string, ((page: import('@playwright/test').Page) => Promise<void>) | undefined][] = [
    ['/chats/1', 'premium@sim.test', 360, 'conv-gift-360', async (page) => {
      await page.getByRole('button', { name: 'Send a gift' }).click();
      await page.getByRole('dialog').getByRole('button').nth(3).waitFor();
      await page.waitForTimeout(500);
    }],
    ['/chats/1', 'premium@sim.test', 1280, 'conv-photo-1280', async (page) => {
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: 'Send a photo' }).click();
      await (await chooser).setFiles('mocks/cdn-photos/portrait-2.jpg');
      await page.getByRole('img', { name: 'The photo you chose' }).waitFor();
    }],
    ['/chats/1', 'free@sim.test', 360, 'conv-free-360', async (page) => {
      await page.getByRole('button', { name: 'Send a photo' }).click();
      await page.getByText('This is for premium members.').waitFor();
    }],
    ['/members/120/chat', 'premium@sim.test', 360, 'new-conv-360', async (page) => {
      await page.getByText('Opening lines').waitFor();
    }],
    ['/members/120/chat', 'premium@sim.test', 1280, 'new-conv-1280', async (page) => {
      await page.getByText('Opening lines').waitFor();
    }],
    ['/chats/1', 'premium@sim.test', 360, 'conv-menu-360', async (page) => {
      await page.getByRole('button', { name: 'More actions' }).click();
      await page.getByRole('menu').waitFor();
    }],
  ];
  for (const [path, email, width, name, act] of shots) {
    const context = await browser.newContext({ viewport: { width, height: width === 360 ? 740 : 800 } });
    const cookie = await logIn(sim.origin, email);
    await context.addCookies([{ ...cookie, url: sim.origin }, { name: 'locale', value: 'en', url: sim.origin }]);
    await context.addInitScript(() => {
      localStorage.setItem('entry-warning-skipped-at', '2026-01-01T00:00:00.000Z');
    });
    const page = await context.newPage();
    await page.goto(`${sim.origin}${path}`);
    await page.waitForLoadState('networkidle');
    if (act !== undefined) await act(page);
    await page.screenshot({ path: `/tmp/shots/${name}.png` });
    await context.close();
  }
  await browser.close();
} finally {
  sim.stop();
}
