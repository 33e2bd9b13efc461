import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatListItem } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { clearFaults } from '../../../mocks/control/faults';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.chat.list;

// The screen is a lazy chunk and the simulation loads its seed on first use: both are compiled
// once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await Promise.all([import('./chats-page'), import('../../../mocks/seed/seed')]);
}, 30_000);

const chatsOnServer = async (): Promise<ChatListItem[]> => {
  const { data } = await simulationClient().GET('/api/chats.php');
  if (data === undefined) throw new Error('the chat list did not answer');
  return data.chats;
};

const openChats = async () => {
  const view = await renderApp({ path: '/chats' });
  const count = (await chatsOnServer()).length;
  const list = await screen.findByRole('list', { name: t.count({ count }) });
  return { ...view, list };
};

const rowOf = (list: HTMLElement, name: string) => {
  const link = within(list)
    .getAllByRole('link')
    .find((candidate) => candidate.textContent.includes(name));
  const row = link?.closest('li');
  if (row === null || row === undefined) throw new Error(`no row for ${name}`);
  return row;
};

describe('/chats: the chat list', () => {
  it('lists the conversations newest first, each a link with photo, name, last message, time and unread count', async () => {
    await loginAs('premium');
    const chats = await chatsOnServer();
    const { list } = await openChats();
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(chats.length);
    const [first] = chats;
    if (first === undefined) throw new Error('premium has no conversation');
    expect(links[0]).toHaveAttribute('href', `/chats/${String(first.conversation.id)}`);
    expect(links[0]).toHaveTextContent(first.profile.name);

    const unread = chats.find((chat) => chat.num_unread_messages > 0);
    if (unread === undefined) throw new Error('premium has no unread conversation');
    const row = rowOf(list, unread.profile.name);
    expect(within(row).getByText(t.unread({ count: unread.num_unread_messages }))).toBeInTheDocument();
    expect(row.querySelector('time')).toHaveAttribute('dateTime', unread.updated_at);
    const last = unread.last_message;
    if (last?.kind === 'text') {
      const preview = last.from_me ? t.fromMe({ text: last.text_preview }) : last.text_preview;
      expect(within(row).getByText(preview)).toBeVisible();
    }
    const withPhoto = chats.find((chat) => chat.profile.main_image !== null);
    if (withPhoto !== undefined) {
      expect(
        within(list).getAllByRole('img', { name: t.photoAlt({ name: withPhoto.profile.name }) })[0],
      ).toBeVisible();
    }
  });

  it('shows what a member wrote as text, never as markup', async () => {
    await loginAs('free');
    const payload = '<img src=x onerror="window.hacked=1"><script>window.hacked=2</script>';
    const { response } = await simulationClient().POST('/api/messages.php', {
      body: { conversation: 1, text: payload },
      params: { header: { 'Idempotency-Key': 'chat-list-markup-0001' } },
    });
    expect(response.status).toBe(201);
    await loginAs('premium');
    const { list } = await openChats();
    expect(within(list).getByText(payload.slice(0, 120))).toBeVisible();
    expect(list.querySelector('script')).toBeNull();
    expect(list.querySelector('img[src="x"]')).toBeNull();
  });

  it('says there is no conversation yet, with the way to the search', async () => {
    await loginAs('unconfirmed');
    expect(await chatsOnServer()).toHaveLength(0);
    await renderApp({ path: '/chats' });
    expect(await screen.findByText(t.empty())).toBeVisible();
    expect(within(screen.getByRole('main')).getByRole('link', { name: t.emptyAction() })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(screen.queryByRole('list', { name: /conversation/ })).not.toBeInTheDocument();
  });

  it('says the list could not be loaded, and loads it on "Try again"', async () => {
    await loginAs('premium');
    // Reads are retried (spec §7): the server fails every attempt until it is back.
    simulation.fault({ operationId: 'getChats', status: 500, code: 'server_error' });
    const { user } = await renderApp({ path: '/chats' });
    expect(await screen.findByText(t.failed(), { exact: false })).toBeVisible();
    clearFaults();
    await user.click(screen.getByRole('button', { name: t.retry() }));
    const count = (await chatsOnServer()).length;
    expect(await screen.findByRole('list', { name: t.count({ count }) })).toBeVisible();
  });

  describe('deleting a chat (spec §4 chat removal)', () => {
    it('asks first, and keeps the chat when the member says no', async () => {
      await loginAs('premium');
      const [first] = await chatsOnServer();
      if (first === undefined) throw new Error('premium has no conversation');
      const { user, list } = await openChats();
      await user.click(within(list).getByRole('button', { name: t.delete({ name: first.profile.name }) }));
      const dialog = await screen.findByRole('dialog', { name: t.deleteTitle() });
      expect(within(dialog).getByText(t.deleteBody({ name: first.profile.name }))).toBeVisible();
      await user.click(within(dialog).getByRole('button', { name: t.deleteCancel() }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(rowOf(list, first.profile.name)).toBeInTheDocument();
      expect((await chatsOnServer()).map((chat) => chat.conversation.id)).toContain(first.conversation.id);
    });

    it('takes the chat and its unread count away at once, before the server has answered', async () => {
      await loginAs('premium');
      const chats = await chatsOnServer();
      const unread = chats.find((chat) => chat.num_unread_messages > 0);
      if (unread === undefined) throw new Error('premium has no unread conversation');
      const { user, list } = await openChats();
      const banner = screen.getByRole('banner');
      const total = (await simulationClient().GET('/api/chats.php')).data?.num_unread ?? 0;
      expect(within(banner).getByText(LL.topBar.unreadLabel({ count: total }))).toBeInTheDocument();

      // The server takes its time, so what shows before its answer is the screen's own doing.
      simulation.fault({ operationId: 'deleteChat', delayMs: 1500, once: true });
      await user.click(within(list).getByRole('button', { name: t.delete({ name: unread.profile.name }) }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: t.deleteConfirm() }),
      );
      await waitFor(() => {
        expect(within(list).queryAllByRole('link')).toHaveLength(chats.length - 1);
      });
      const left = total - unread.num_unread_messages;
      expect(within(banner).queryByText(LL.topBar.unreadLabel({ count: total }))).not.toBeInTheDocument();
      if (left > 0)
        expect(within(banner).getByText(LL.topBar.unreadLabel({ count: left }))).toBeInTheDocument();
      // Still on the server: its answer has not come yet.
      expect((await chatsOnServer()).map((chat) => chat.conversation.id)).toContain(unread.conversation.id);
      await waitFor(
        async () => {
          expect((await chatsOnServer()).map((chat) => chat.conversation.id)).not.toContain(
            unread.conversation.id,
          );
        },
        { timeout: 5000 },
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('moves the keyboard on to the conversation that took the deleted one’s place', async () => {
      await loginAs('premium');
      const [first, second] = await chatsOnServer();
      if (first === undefined || second === undefined) throw new Error('premium has fewer than two chats');
      const { user, list } = await openChats();
      await user.click(within(list).getByRole('button', { name: t.delete({ name: first.profile.name }) }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: t.deleteConfirm() }),
      );
      await waitFor(() => {
        expect(within(list).getAllByRole('link')[0]).toHaveFocus();
      });
      expect(within(list).getAllByRole('link')[0]).toHaveAttribute(
        'href',
        `/chats/${String(second.conversation.id)}`,
      );
    });

    it('says so when the server fails, and the reloaded list shows the chat again (scenario chat-delete-fails-and-list-reloads)', async () => {
      await loginAs('premium');
      const [first] = await chatsOnServer();
      if (first === undefined) throw new Error('premium has no conversation');
      const { user, list } = await openChats();
      // A delete is repeatable, so the app tries again (spec §7): the server fails every attempt.
      simulation.fault({ operationId: 'deleteChat', status: 500, code: 'server_error' });
      await user.click(within(list).getByRole('button', { name: t.delete({ name: first.profile.name }) }));
      await user.click(
        within(await screen.findByRole('dialog')).getByRole('button', { name: t.deleteConfirm() }),
      );
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(t.deleteFailed({ name: first.profile.name }));
      expect(alert).toHaveTextContent(LL.apiErrors.server_error());
      expect(await within(list).findByRole('link', { name: new RegExp(first.profile.name) })).toHaveAttribute(
        'href',
        `/chats/${String(first.conversation.id)}`,
      );
    });
  });
});
