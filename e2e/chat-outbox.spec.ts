import type { Page } from '@playwright/test';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { describeFindings, scanInPlace } from './axe';
import { injectFault } from './faults';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');
const t = en.chat;
/** The seeded conversation of free and premium. */
const conversation = 1;

const composer = (page: Page) => page.getByRole('textbox', { name: t.composer.label({ name: 'premium' }) });
const history = (page: Page) =>
  page.getByRole('region', { name: t.conversation.history({ name: 'premium' }) });

/** How often the server holds a message with this text: the proof of "exactly once". */
const timesOnServer = async (page: Page, text: string): Promise<number> => {
  const { data } = await contextClient(page.request).GET('/api/messages.php', {
    params: { query: { conversation, limit: 100 } },
  });
  if (data === undefined) throw new Error('the messages did not answer');
  return data.messages.filter((message) => message.text === text).length;
};

test.describe('the outbox: no word lost, none sent twice', () => {
  test.use({ expectOffline: true });

  test('a message written offline waits and goes once; one sent as the page reloads goes once (scenarios sent-offline-delivered-once, draft-survives-reload)', async ({
    page,
    context,
    simulatedBackend,
  }) => {
    await loginAs(page, 'free');
    await page.goto(`/chats/${String(conversation)}`);
    await expect(history(page)).toBeVisible();

    // Offline: the message waits in sight, saying why; nothing is lost.
    await context.setOffline(true);
    await composer(page).fill('Written in the tunnel');
    await composer(page).press('Enter');
    await expect(page.getByText(t.outbox.waiting())).toBeVisible();
    await expect(history(page).getByText('Written in the tunnel')).toBeVisible();
    // The waiting message is as readable as a sent one.
    expect(describeFindings(page.url(), await scanInPlace(page))).toBe('');
    await context.setOffline(false);
    await expect(page.getByText(t.outbox.waiting())).toBeHidden();
    await expect(page.getByText(t.outbox.sending())).toBeHidden();
    await expect(history(page).getByText('Written in the tunnel')).toHaveCount(1);
    expect(await timesOnServer(page, 'Written in the tunnel')).toBe(1);

    // The server is slow and then fails, and the member reloads before its answer: the message is
    // not on the server, so only the next page sending it again (with the same key) gets it there.
    await injectFault(simulatedBackend.origin, {
      operationId: 'sendMessage',
      delayMs: 2_000,
      status: 503,
      code: 'server_error',
      once: true,
    });
    await composer(page).fill('Sent as the page reloads');
    await composer(page).press('Enter');
    await expect(page.getByText(t.outbox.sending())).toBeVisible();
    // A draft typed meanwhile survives the reload too.
    await composer(page).fill('Still thinking');
    await page.reload();
    await expect(composer(page)).toHaveValue('Still thinking');
    await expect(history(page).getByText('Sent as the page reloads')).toHaveCount(1);
    await expect(page.getByText(t.outbox.sending())).toBeHidden();
    await expect.poll(() => timesOnServer(page, 'Sent as the page reloads'), { timeout: 10_000 }).toBe(1);
  });

  test('an answer lost on the way back shows the message sent once (scenario message-sent-once-after-lost-answer)', async ({
    page,
    simulatedBackend,
  }) => {
    await loginAs(page, 'free');
    await page.goto(`/chats/${String(conversation)}`);
    await expect(history(page)).toBeVisible();
    // The server stores the message, then the connection drops before its answer arrives.
    await injectFault(simulatedBackend.origin, {
      operationId: 'sendMessage',
      loseAnswer: 'drop',
      once: true,
    });
    await composer(page).fill('Did this arrive?');
    await composer(page).press('Enter');
    await expect(page.getByText(t.outbox.sending())).toBeHidden({ timeout: 15_000 });
    await expect(history(page).getByText('Did this arrive?')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(await timesOnServer(page, 'Did this arrive?')).toBe(1);
  });
});
