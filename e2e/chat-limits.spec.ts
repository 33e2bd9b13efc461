import type { APIRequestContext, Page } from '@playwright/test';
import { seededPassword } from '../mocks/seed/password';
import { personaIds } from '../mocks/seed/personas';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';
import { injectFault } from './faults';
import { expect, test } from './fixtures';
import { loginAs } from './members';

const en = translations('en');
const t = en.chat;
/** The seeded conversation of free and premium. */
const conversation = 1;
const portrait = new URL('../mocks/cdn-photos/portrait-2.jpg', import.meta.url).pathname;

const field = (page: Page, name: string) => page.getByRole('textbox', { name: t.composer.label({ name }) });

/** Two women free has no conversation with, by the search. */
const twoStrangers = async (page: Page) => {
  const client = contextClient(page.request);
  const { data: chats } = await client.GET('/api/chats.php');
  const talkedTo = new Set((chats?.chats ?? []).map((chat) => chat.profile.id));
  const { data } = await client.GET('/api/search.php', {
    params: { query: { gender: 'female', page: 1, per_page: 24 } },
  });
  const [second, third] = (data?.profiles ?? []).filter((card) => card.id > 100 && !talkedTo.has(card.id));
  if (second === undefined || third === undefined) throw new Error('the search found too few women');
  return { second, third };
};

/** How often the server holds a message with this text in conversation 1. */
const timesOnServer = async (page: Page, text: string): Promise<number> => {
  const { data } = await contextClient(page.request).GET('/api/messages.php', {
    params: { query: { conversation, limit: 100 } },
  });
  return (data?.messages ?? []).filter((message) => message.text === text).length;
};

/** A persona's own API session beside the browser's (the other member of a scene). */
const apiSession = async (request: APIRequestContext, persona: string) => {
  const client = contextClient(request);
  const { response } = await client.POST('/api/user.php', {
    body: { email: `${persona}@sim.test`, password: seededPassword },
  });
  expect(response.status).toBe(200);
  return client;
};

/** Sends messages in conversation 1 until the server refuses one: the member's credits are spent. */
const spendAllCredits = async (page: Page) => {
  const client = contextClient(page.request);
  for (let sent = 0; sent < 1000; sent += 1) {
    const { response } = await client.POST('/api/messages.php', {
      body: { conversation, text: `Spending ${String(sent)}` },
      params: { header: { 'Idempotency-Key': `journey-spend-credits-${String(sent).padStart(4, '0')}` } },
    });
    if (response.status !== 201) return;
  }
  throw new Error('the credits never ran out');
};

test.describe('the chat’s limits through the screens', () => {
  // Refusals and the server's failures are the subject: the browser logs their statuses.
  test.use({ expectApiErrors: true });

  test('on a desktop: a free member’s second conversation, the third refused, a failed send retried once, then out of free messages (scenarios third-conversation-refused-for-free-member, send-fails-then-retry-once, out-of-credits-mid-chat)', async ({
    page,
    simulatedBackend,
  }) => {
    test.setTimeout(60_000);
    await loginAs(page, 'free');
    const { second, third } = await twoStrangers(page);

    // The second conversation starts with its first message (one of free's two free messages).
    await page.goto(`/members/${String(second.id)}/chat`);
    await field(page, second.name).fill('Hi, nice profile!');
    await field(page, second.name).press('Enter');
    await expect(page).toHaveURL(/\/chats\/\d+$/);

    // A third is refused, the way to premium beside the kept message.
    await page.goto(`/members/${String(third.id)}/chat`);
    await field(page, third.name).fill('Hello you');
    await field(page, third.name).press('Enter');
    await expect(page.getByText(t.limits.conversationLimit({ count: 2 }))).toBeVisible();
    await expect(page.getByRole('link', { name: t.limits.goPremium() })).toHaveAttribute('href', '/premium');
    await expect(page.getByText('Hello you')).toBeVisible();
    // The member lets it go.
    await page.getByRole('button', { name: t.outbox.discard() }).press('Enter');
    await expect(page.getByText('Hello you')).toBeHidden();

    // In the conversation with premium the server fails every attempt: "Not sent", then Retry.
    await page.goto(`/chats/${String(conversation)}`);
    await injectFault(simulatedBackend.origin, {
      operationId: 'sendMessage',
      status: 503,
      code: 'server_error',
    });
    await field(page, 'premium').fill('Are we still on?');
    await field(page, 'premium').press('Enter');
    const failed = page.getByRole('alert').filter({ hasText: t.outbox.notSent() });
    await expect(failed).toBeVisible({ timeout: 20_000 });
    expect(await timesOnServer(page, 'Are we still on?')).toBe(0);
    expect((await fetch(`${simulatedBackend.origin}/__sim/faults`, { method: 'DELETE' })).ok).toBe(true);
    await failed.getByRole('button', { name: t.outbox.retry() }).press('Enter');
    await expect(failed).toBeHidden();
    await expect(page.getByText(t.outbox.sending())).toBeHidden();
    expect(await timesOnServer(page, 'Are we still on?')).toBe(1);

    // No free messages and no credits left: the next one is refused, with the way to credits.
    await expect(field(page, 'premium')).toHaveAccessibleDescription(
      t.composer.costsMoney({ credits: 1, price: '£1.50' }),
    );
    await field(page, 'premium').fill('One more thing');
    await field(page, 'premium').press('Enter');
    await expect(page.getByText(t.limits.insufficientCredits())).toBeVisible();
    await expect(page.getByRole('link', { name: t.limits.buyCredits() })).toHaveAttribute('href', '/credits');
    await expect(page.getByText('One more thing')).toBeVisible();
    expect(await timesOnServer(page, 'One more thing')).toBe(0);
  });

  test('on a desktop: premium with no credits keeps her premium features, and cannot answer an unconfirmed member (scenarios premium-features-work-with-zero-credits, unconfirmed-member-cannot-receive-replies)', async ({
    page,
    playwright,
    baseURL,
  }) => {
    // An unconfirmed member writes to premium, through her own session.
    const unconfirmedRequest = await playwright.request.newContext({ baseURL });
    const unconfirmed = await apiSession(unconfirmedRequest, 'unconfirmed');
    const { data: started } = await unconfirmed.POST('/api/chat.php', {
      body: { profile_id: personaIds.premium },
      params: { header: { 'Idempotency-Key': 'journey-unconfirmed-start-0001' } },
    });
    const newcomer = started?.conversation.id ?? 0;
    await unconfirmed.POST('/api/messages.php', {
      body: { conversation: newcomer, text: 'Hi, I am new here!' },
      params: { header: { 'Idempotency-Key': 'journey-unconfirmed-message-01' } },
    });
    await unconfirmedRequest.dispose();

    // Premium spends her credits down to none.
    await loginAs(page, 'premium');
    await spendAllCredits(page);

    // Photos are still hers to send: the chooser opens, the price shows, the credits refuse it.
    await page.goto(`/chats/${String(conversation)}`);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: t.composer.attachPhoto() }).click();
    await (await chooser).setFiles(portrait);
    await page.getByRole('button', { name: t.composer.sendPhoto() }).click();
    await expect(page.getByText(t.limits.insufficientCredits())).toBeVisible();
    await expect(page.getByText(t.limits.premiumOnly())).toBeHidden();

    // The unconfirmed member's conversation says why premium cannot answer, instead of the field.
    await page.goto(`/chats/${String(newcomer)}`);
    await expect(page.getByText('Hi, I am new here!')).toBeVisible();
    await expect(
      page.getByText(t.conversation.cannotReply.not_confirmed({ name: 'unconfirmed' })),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.composer.label({ name: 'unconfirmed' }) })).toBeHidden();
  });
});
