import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { giveTheHistoryAPhoneHeight } from '../../../tests/utils/chat-screen';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona, simulationClient } from '../../../tests/utils/simulation';
import { outboxOf, type OutboxMessage } from '../../lib/chat-outbox';

const LL = translations('en');
const t = LL.chat;
const conversationOfFreeAndPremium = 1;

beforeAll(async () => {
  await Promise.all([
    import('./conversation-page'),
    import('./outbox-delivery'),
    import('../../../mocks/seed/seed'),
  ]);
}, 30_000);

let online = true;

beforeEach(() => {
  online = true;
  giveTheHistoryAPhoneHeight();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const setOnline = (next: boolean) => {
  online = next;
  act(() => {
    window.dispatchEvent(new Event(next ? 'online' : 'offline'));
  });
};

const messagesOnServer = async (conversation: number): Promise<Message[]> => {
  const { data } = await simulationClient().GET('/api/messages.php', {
    params: { query: { conversation, before: undefined, limit: 100 } },
  });
  if (data === undefined) throw new Error('the messages did not answer');
  return data.messages;
};

const sentWith = async (text: string) =>
  (await messagesOnServer(conversationOfFreeAndPremium)).filter((message) => message.text === text);

const sendRequests = () => simulation.log().filter((entry) => entry.operationId === 'sendMessage');

const openConversation = async () => {
  const view = await renderApp({ path: `/chats/${String(conversationOfFreeAndPremium)}` });
  const history = await screen.findByRole('region', { name: t.conversation.history({ name: 'premium' }) });
  const field = screen.getByRole('textbox', { name: t.composer.label({ name: 'premium' }) });
  return { ...view, history, field };
};

/** A message as an earlier page of this browser left it in the outbox. */
const storeOutbox = (memberId: number, messages: OutboxMessage[]) => {
  localStorage.setItem(`chat-outbox:${String(memberId)}`, JSON.stringify(messages));
};

describe('the outbox: no word lost, none sent twice', () => {
  it('keeps a message written offline waiting, and sends it once when the connection returns (scenario sent-offline-delivered-once)', async () => {
    await loginAs('free');
    const { user, history, field } = await openConversation();
    setOnline(false);
    await user.type(field, 'Written in the tunnel{Enter}');
    expect(await screen.findByText(t.outbox.waiting())).toBeVisible();
    expect(within(history).getByText('Written in the tunnel')).toBeVisible();
    expect(sendRequests()).toHaveLength(0);

    setOnline(true);
    await waitFor(() => {
      expect(screen.queryByText(t.outbox.waiting())).not.toBeInTheDocument();
      expect(screen.queryByText(t.outbox.sending())).not.toBeInTheDocument();
    });
    expect(await sentWith('Written in the tunnel')).toHaveLength(1);
    expect(within(history).getAllByText('Written in the tunnel')).toHaveLength(1);
    // Going offline and back again sends nothing more.
    setOnline(false);
    setOnline(true);
    expect(sendRequests().filter((entry) => entry.status === 201)).toHaveLength(1);
    expect(outboxOf(persona('free').id)).toEqual([]);
  });

  it('says a message was not sent when the server fails, and sends it once on Retry (scenario send-fails-then-retry-once)', async () => {
    await loginAs('free');
    const { user, history, field } = await openConversation();
    simulation.fault({ operationId: 'sendMessage', status: 503, code: 'server_error' });
    await user.type(field, 'Are we still on?{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.outbox.notSent());
    expect(await sentWith('Are we still on?')).toHaveLength(0);

    simulation.clearFaults();
    await user.click(within(alert).getByRole('button', { name: t.outbox.retry() }));
    await waitFor(() => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
    expect(await sentWith('Are we still on?')).toHaveLength(1);
    expect(within(history).getAllByText('Are we still on?')).toHaveLength(1);
  });

  it('sends what an earlier page left on its way once, with its own key, when the app opens anywhere', async () => {
    const me = await loginAs('free');
    // The earlier page sent it and the server stored it; the answer never came back.
    const key = 'outbox-reload-key-0001';
    const clientId = 'outbox-reload-client-0001';
    const { response } = await simulationClient().POST('/api/messages.php', {
      body: {
        conversation: conversationOfFreeAndPremium,
        text: 'Sent before the reload',
        client_id: clientId,
      },
      params: { header: { 'Idempotency-Key': key } },
    });
    expect(response.status).toBe(201);
    storeOutbox(me.user.id, [
      {
        clientId,
        key,
        conversation: conversationOfFreeAndPremium,
        text: 'Sent before the reload',
        state: 'sending',
        at: Date.now(),
      },
    ]);
    await renderApp({ path: '/members' });
    await waitFor(() => {
      expect(outboxOf(me.user.id)).toEqual([]);
    });
    expect(await sentWith('Sent before the reload')).toHaveLength(1);
  });

  it('asks before logging out drops unsent messages, and Stay keeps them', async () => {
    const me = await loginAs('free');
    storeOutbox(me.user.id, [
      {
        clientId: 'unsent-1',
        key: 'unsent-key-0001',
        conversation: conversationOfFreeAndPremium,
        text: 'Not out yet',
        state: 'failed',
        problem: { status: 503, code: 'server_error', message: 'Down' },
        at: Date.now(),
      },
    ]);
    const { user } = await renderApp({ path: '/pricing' });
    const openLogout = async () => {
      await user.click(
        await screen.findByRole('button', { name: LL.topBar.accountMenu({ name: me.user.profile.name }) }),
      );
      await user.click(await screen.findByRole('menuitem', { name: LL.topBar.logout() }));
      return screen.findByRole('dialog', { name: t.leave.title() });
    };

    const dialog = await openLogout();
    expect(dialog).toHaveTextContent(t.leave.body({ count: 1 }));
    await user.click(within(dialog).getByRole('button', { name: t.leave.stay() }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(outboxOf(me.user.id)).toHaveLength(1);
    expect(simulation.log().some((entry) => entry.operationId === 'logout')).toBe(false);

    const again = await openLogout();
    await user.click(within(again).getByRole('button', { name: t.leave.logOut() }));
    await waitFor(() => {
      expect(simulation.log().some((entry) => entry.operationId === 'logout')).toBe(true);
    });
    await waitFor(() => {
      expect(localStorage.getItem(`chat-outbox:${String(me.user.id)}`)).toBeNull();
    });
  });
});
