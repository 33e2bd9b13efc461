import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { members } from '../../../mocks/db/members';
import { personaIds } from '../../../mocks/seed/personas';
import { giveTheHistoryAPhoneHeight, someoneNotWrittenTo } from '../../../tests/utils/chat-screen';
import { translations } from '../../../tests/utils/i18n';
import { endSession } from '../../api';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.chat;
const conversationOfFreeAndPremium = 1;

// The screens are lazy chunks and the simulation loads its seed on first use: both are compiled
// once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await Promise.all([
    import('./conversation-page'),
    import('./member-chat-page'),
    import('../../../mocks/seed/seed'),
  ]);
}, 30_000);

beforeEach(giveTheHistoryAPhoneHeight);

afterEach(() => {
  vi.restoreAllMocks();
});

const messagesOnServer = async (conversation: number): Promise<Message[]> => {
  const { data } = await simulationClient().GET('/api/messages.php', {
    params: { query: { conversation, before: undefined, limit: 100 } },
  });
  if (data === undefined) throw new Error('the messages did not answer');
  return data.messages;
};

const openConversation = async (conversation = conversationOfFreeAndPremium) => {
  const view = await renderApp({ path: `/chats/${String(conversation)}` });
  const history = await screen.findByRole('region', { name: t.conversation.history({ name: 'premium' }) });
  const field = screen.getByRole('textbox', { name: t.composer.label({ name: 'premium' }) });
  return { ...view, history, field };
};

describe('/chats/{id}: a conversation', () => {
  it('shows the other member, the history with the "new messages" divider, and reads the conversation', async () => {
    await loginAs('free');
    const { data: before } = await simulationClient().GET('/api/chats.php');
    const unread = before?.chats.find((chat) => chat.conversation.id === conversationOfFreeAndPremium);
    expect(unread?.num_unread_messages).toBeGreaterThan(0);
    const { history } = await openConversation();
    expect(screen.getByRole('heading', { level: 1, name: 'premium' })).toBeVisible();
    expect(screen.getByRole('link', { name: t.conversation.back() })).toHaveAttribute('href', '/chats');
    expect(within(history).getByText(t.conversation.newMessages())).toBeInTheDocument();
    const { data: after } = await simulationClient().GET('/api/chats.php');
    expect(
      after?.chats.find((chat) => chat.conversation.id === conversationOfFreeAndPremium)?.num_unread_messages,
    ).toBe(0);
  });

  it('sends on Enter, shows the message as sent only once the server has it, and takes the free message off', async () => {
    const me = await loginAs('free');
    const freeBefore = me.user.free_messages_left;
    const { user, history, field } = await openConversation();
    // The server takes its time, so what shows before its answer is the screen's own doing.
    simulation.fault({ operationId: 'sendMessage', delayMs: 800, once: true });
    await user.type(field, 'Coffee on Friday?{Enter}');
    expect(field).toHaveValue('');
    expect(await screen.findByText(t.outbox.sending())).toBeInTheDocument();
    expect(within(history).queryByText('Coffee on Friday?', { selector: 'p' })).toBeInTheDocument();
    await waitFor(
      () => {
        expect(screen.queryByText(t.outbox.sending())).not.toBeInTheDocument();
      },
      { timeout: 5000 },
    );
    const sent = (await messagesOnServer(conversationOfFreeAndPremium)).filter(
      (message) => message.text === 'Coffee on Friday?',
    );
    expect(sent).toHaveLength(1);
    expect(within(history).getAllByText('Coffee on Friday?')).toHaveLength(1);
    const { data: now } = await simulationClient().GET('/api/user.php');
    expect(now?.user.free_messages_left).toBe(freeBefore - 1);
  });

  it('adds a line on Shift+Enter, and keeps a message over the limit in the field with how much too long it is', async () => {
    await loginAs('free');
    const { user, field } = await openConversation();
    await user.type(field, 'Hello{Shift>}{Enter}{/Shift}there');
    expect(field).toHaveValue('Hello\nthere');
    const { data: site } = await simulationClient().GET('/api/settings.php');
    const max = site?.settings.message_length ?? 0;
    await user.clear(field);
    await user.click(field);
    await user.paste('x'.repeat(max + 3));
    expect(await screen.findByText(t.composer.tooLong({ over: 3 }))).toBeVisible();
    expect(screen.getByRole('button', { name: t.composer.send() })).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('x'.repeat(max + 3));
  });

  it('keeps the draft when the member leaves and comes back', async () => {
    await loginAs('free');
    const first = await openConversation();
    await first.user.type(first.field, 'Half a thought');
    first.unmount();
    const { field } = await openConversation();
    expect(field).toHaveValue('Half a thought');
  });

  it('forgets the draft when the member logs out, so the next one on the device never sees it', async () => {
    await loginAs('free');
    const first = await openConversation();
    await first.user.type(first.field, 'Only for premium');
    act(() => {
      endSession(first.queryClient);
    });
    first.unmount();
    await loginAs('free');
    const { field } = await openConversation();
    expect(field).toHaveValue('');
  });

  it('keeps a refused message with the reason, a retry and a delete (no credits left)', async () => {
    await loginAs('free');
    await members.update((q) => q.where({ id: personaIds.free }), {
      data: (member) => {
        member.freeMessagesLeft = 0;
        member.credits = 0;
      },
    });
    const { user, field } = await openConversation();
    await user.type(field, 'Are you there?{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.outbox.notSent());
    expect(alert).toHaveTextContent(LL.apiErrors.insufficient_credits());
    expect(screen.getByText('Are you there?')).toBeVisible();
    await user.click(within(alert).getByRole('button', { name: t.outbox.discard() }));
    expect(screen.queryByText('Are you there?')).not.toBeInTheDocument();
  });

  it('shows what a member wrote as text, never as markup', async () => {
    await loginAs('premium');
    const payload = '<img src=x onerror="window.hacked=1"> <b>bold</b> \u202Egnp.exe';
    const { response } = await simulationClient().POST('/api/messages.php', {
      body: { conversation: conversationOfFreeAndPremium, text: payload },
      params: { header: { 'Idempotency-Key': 'conversation-markup-0001' } },
    });
    expect(response.status).toBe(201);
    await loginAs('free');
    const { history } = await openConversation();
    expect(within(history).getByText(payload)).toBeInTheDocument();
    expect(history.querySelector('img[src="x"]')).toBeNull();
    expect(history.querySelector('b')).toBeNull();
  });

  it('says a conversation that does not exist is gone, with the way back to the messages', async () => {
    await loginAs('free');
    await renderApp({ path: '/chats/999999' });
    expect(await screen.findByText(t.conversation.gone())).toBeVisible();
    expect(screen.getByRole('link', { name: t.conversation.toMessages() })).toHaveAttribute('href', '/chats');
  });
});

describe('/members/{id}/chat: to the conversation with a member', () => {
  it('opens the existing conversation at its own address', async () => {
    await loginAs('premium');
    const { router } = await renderApp({ path: `/members/${String(personaIds.free)}/chat` });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/chats/${String(conversationOfFreeAndPremium)}`);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'free' })).toBeVisible();
  });

  it('starts a conversation only with its first message, then goes on to it', async () => {
    await loginAs('premium');
    const someone = await someoneNotWrittenTo();
    const { data: chats } = await simulationClient().GET('/api/chats.php');
    const { user, router } = await renderApp({ path: `/members/${String(someone.id)}/chat` });
    expect(await screen.findByRole('heading', { level: 1, name: someone.name })).toBeVisible();
    expect(screen.getByText(t.conversation.start({ name: someone.name }))).toBeVisible();
    // Opening it changed nothing on the server.
    const { data: unchanged } = await simulationClient().GET('/api/chats.php');
    expect(unchanged?.chats).toHaveLength(chats?.chats.length ?? -1);

    await user.type(
      screen.getByRole('textbox', { name: t.composer.label({ name: someone.name }) }),
      'Hello there!{Enter}',
    );
    await waitFor(() => {
      expect(router.state.location.pathname).toMatch(/^\/chats\/\d+$/);
    });
    const conversation = Number(router.state.location.pathname.split('/')[2]);
    expect((await messagesOnServer(conversation)).map((message) => message.text)).toEqual(['Hello there!']);
    expect(await screen.findByText('Hello there!')).toBeVisible();
  });

  it('offers opening lines in a conversation not started yet; one chosen fills the field and sends nothing', async () => {
    await loginAs('premium');
    const someone = await someoneNotWrittenTo();
    const { data: offered } = await simulationClient().GET('/api/icebreakers.php', {
      params: { query: { profile_id: someone.id } },
    });
    const [line] = offered?.icebreakers ?? [];
    if (line === undefined) throw new Error('the site offers no opening lines');
    const { user } = await renderApp({ path: `/members/${String(someone.id)}/chat` });
    const lines = await screen.findByRole('region', { name: t.composer.icebreakers() });
    await user.click(within(lines).getByRole('button', { name: line.text }));
    const field = screen.getByRole('textbox', { name: t.composer.label({ name: someone.name }) });
    expect(field).toHaveValue(line.text);
    expect(field).toHaveFocus();
    expect(simulation.log().some((entry) => entry.operationId === 'sendMessage')).toBe(false);
    await user.type(field, ' :){Enter}');
    expect(await screen.findByText(`${line.text} :)`)).toBeVisible();
    expect(screen.queryByRole('region', { name: t.composer.icebreakers() })).not.toBeInTheDocument();
  });

  it('tells a free member who started two conversations that a third needs premium, keeping the message (scenario third-conversation-refused-for-free-member)', async () => {
    await loginAs('free');
    // Free started the conversation with premium; the second one starts with a first message.
    const { data: found } = await simulationClient().GET('/api/search.php', {
      params: { query: { gender: 'female', page: 1, per_page: 24 } },
    });
    const [second, third] = (found?.profiles ?? []).filter((card) => card.id > 100);
    if (second === undefined || third === undefined) throw new Error('the search found too few members');
    const started = await simulationClient().POST('/api/chat.php', {
      body: { profile_id: second.id },
      params: { header: { 'Idempotency-Key': 'second-conversation-0001' } },
    });
    const conversation = started.data?.conversation.id ?? 0;
    const sent = await simulationClient().POST('/api/messages.php', {
      body: { conversation, text: 'Hi!' },
      params: { header: { 'Idempotency-Key': 'second-conversation-msg-1' } },
    });
    expect(sent.response.status).toBe(201);

    const { user } = await renderApp({ path: `/members/${String(third.id)}/chat` });
    await user.type(
      await screen.findByRole('textbox', { name: t.composer.label({ name: third.name }) }),
      'Hi, you look nice{Enter}',
    );
    expect(await screen.findByText(t.limits.conversationLimit({ count: 2 }))).toBeVisible();
    expect(screen.getByRole('link', { name: t.limits.goPremium() })).toHaveAttribute('href', '/premium');
    expect(screen.getByText('Hi, you look nice')).toBeVisible();
    expect(screen.getByRole('button', { name: t.outbox.retry() })).toBeVisible();
  });
});
