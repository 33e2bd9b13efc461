import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList, NotificationType } from '../../../generated/model';
import TypesafeI18n from '../../../locales/i18n-react';
import { simulation } from '../../../mocks/control';
import { members } from '../../../mocks/db/members';
import { notifications } from '../../../mocks/db/social';
import { server } from '../../../mocks/node';
import { personaIds } from '../../../mocks/seed/personas';
import { translations } from '../../../tests/utils/i18n';
import { loginAs } from '../../../tests/utils/simulation';
import { createQueryClient } from '../../api';
import { clock } from '../../lib/clock';
import { NotificationsSection } from './notifications-section';

const LL = translations('en');
const t = LL.notificationsList;

// The simulation loads its seed on first use: compiled once up front, so no test's first wait pays for it.
beforeAll(async () => {
  await import('../../../mocks/seed/seed');
}, 30_000);

/** The bodies of the mark-read calls the simulation received, in order. */
const markReadBodies: unknown[] = [];
const recordMarkRead = ({ request }: { request: Request }) => {
  if (request.method === 'PUT' && new URL(request.url).pathname === '/api/notifications.php') {
    void request
      .clone()
      .json()
      .then((body: unknown) => markReadBodies.push(body));
  }
};

beforeAll(() => {
  server.events.on('request:start', recordMarkRead);
  return () => {
    server.events.removeListener('request:start', recordMarkRead);
  };
});

afterEach(() => {
  markReadBodies.length = 0;
});

/** The section in the app's providers, as the settings screen shows it. */
const renderSection = () => {
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <TypesafeI18n locale="en">
        <MemoryRouter initialEntries={['/notifications']}>
          <NotificationsSection />
        </MemoryRouter>
      </TypesafeI18n>
    </QueryClientProvider>,
  );
  const section = () => screen.getByRole('region', { name: new RegExp(`^${t.heading()}`) });
  return { ...view, user, queryClient, section };
};

/** `count` likes from premium for free, a minute apart, id 100 the oldest; the first `read` read. */
const seedFree = async (count: number, read = 0) => {
  const start = clock.nowMs() - count * 60_000;
  for (let n = 0; n < count; n += 1) {
    await notifications.create({
      id: 100 + n,
      memberId: personaIds.free,
      type: 'likes',
      profileId: personaIds.premium,
      createdAt: new Date(start + n * 60_000).toISOString(),
      read: n < read,
    });
  }
};

const readOnServer = (id: number) => notifications.findFirst((q) => q.where({ id }))?.read;

const rowsOf = (section: HTMLElement) => within(within(section).getByRole('list')).getAllByRole('listitem');

describe('notifications list', () => {
  it('shows a notification with the member’s photo and name, its time, as unread, leading to its place', async () => {
    await loginAs('premium');
    const liker = members.findFirst((q) => q.where({ id: 121 }));
    if (liker === undefined) throw new Error('the seed lacks member 121');
    const { section } = renderSection();
    expect(section()).toHaveAttribute('aria-busy', 'true');
    const link = await within(section()).findByRole('link', {
      name: new RegExp(t.named.likes({ name: liker.name })),
    });
    expect(link).toHaveAttribute('href', '/likes');
    expect(link).toHaveTextContent(t.unread());
    expect(within(link).getByRole('img', { name: t.photoAlt({ name: liker.name }) })).toBeVisible();
    expect(within(link).getByRole('time')).toBeInTheDocument();
    expect(section()).toHaveAttribute('aria-busy', 'false');
    expect(within(section()).getByRole('heading', { level: 2 })).toHaveTextContent(
      t.unreadLabel({ count: 1 }),
    );
  });

  it('marks the shown unread ones read with their ids, and goes on showing them as new', async () => {
    await loginAs('free');
    await seedFree(3, 1);
    const { section } = renderSection();
    await within(section()).findAllByRole('link');
    await waitFor(() => {
      expect(markReadBodies).toEqual([{ ids: [102, 101] }]);
    });
    await waitFor(() => {
      expect(readOnServer(102)).toBe(true);
    });
    expect(readOnServer(101)).toBe(true);
    const [newest, middle, oldest] = rowsOf(section()) as [HTMLElement, HTMLElement, HTMLElement];
    expect(newest).toHaveTextContent(t.unread());
    expect(middle).toHaveTextContent(t.unread());
    expect(oldest).not.toHaveTextContent(t.unread());
    expect(within(section()).getByRole('heading', { level: 2 })).toHaveTextContent(
      t.unreadLabel({ count: 2 }),
    );
  });

  it('pages ten at a time, keeping the earlier pages, and marks each page as it comes', async () => {
    await loginAs('free');
    await seedFree(25);
    const { user, section } = renderSection();
    await within(section()).findAllByRole('link');
    expect(rowsOf(section())).toHaveLength(10);
    expect(within(section()).getByText(t.shown({ shown: 10, total: 25 }))).toBeVisible();
    await waitFor(() => {
      expect(markReadBodies).toHaveLength(1);
    });
    expect(markReadBodies[0]).toEqual({ ids: Array.from({ length: 10 }, (_, n) => 124 - n) });
    expect(readOnServer(114)).toBe(false);

    await user.click(within(section()).getByRole('button', { name: t.showMore() }));
    await waitFor(() => {
      expect(rowsOf(section())).toHaveLength(20);
    });
    // The keyboard goes on from the first of the new ones.
    expect(rowsOf(section())[10]?.querySelector('a')).toHaveFocus();
    await user.click(within(section()).getByRole('button', { name: t.showMore() }));
    await waitFor(() => {
      expect(rowsOf(section())).toHaveLength(25);
    });
    expect(within(section()).queryByRole('button', { name: t.showMore() })).not.toBeInTheDocument();
    // All still marked as new on screen, though the server has them read now.
    expect(rowsOf(section()).every((row) => row.textContent.includes(t.unread()))).toBe(true);
    await waitFor(() => {
      expect(markReadBodies).toHaveLength(3);
    });
    expect(notifications.findMany((q) => q.where({ memberId: personaIds.free, read: false }))).toEqual([]);
  });

  it('says why the list did not load, and a retry brings it', async () => {
    await loginAs('premium');
    simulation.fault({ operationId: 'getNotifications', status: 500 });
    const { user, section } = renderSection();
    const alert = await within(section()).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(t.loadFailed());
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    simulation.clearFaults();
    await user.click(within(section()).getByRole('button', { name: t.retry() }));
    expect(within(section()).getByRole('heading', { level: 2 })).toHaveFocus();
    expect(await within(section()).findByRole('link')).toHaveAttribute('href', '/likes');
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  }, 20_000);

  it('says nothing when marking read fails: they stay unread for the next visit', async () => {
    await loginAs('premium');
    simulation.fault({ operationId: 'markNotificationsRead', status: 500 });
    const { section, queryClient } = renderSection();
    await within(section()).findByRole('link');
    await waitFor(() => {
      expect(markReadBodies).not.toEqual([]);
    });
    // The policy retries a server error; the member hears of none of it.
    await waitFor(() => {
      expect(queryClient.isMutating()).toBe(0);
    });
    expect(new Set(markReadBodies.map((body) => JSON.stringify(body)))).toEqual(new Set(['{"ids":[1]}']));
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(section()).getByRole('link')).toHaveTextContent(t.unread());
    expect(readOnServer(1)).toBe(false);
  });

  it('says what to do when there are none yet', async () => {
    await loginAs('free');
    const { section } = renderSection();
    expect(await within(section()).findByText(t.empty())).toBeVisible();
    expect(within(section()).getByRole('link', { name: t.emptyAction() })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(within(section()).queryByRole('list')).not.toBeInTheDocument();
    expect(markReadBodies).toEqual([]);
  });

  it('words each type and leads each to its place', async () => {
    await loginAs('free');
    const about = members.findFirst((q) => q.where({ id: personaIds.premium }));
    const types: [NotificationType, boolean][] = [
      ['new_conversations', true],
      ['new_messages', true],
      ['unread_reminders', false],
      ['new_members', true],
      ['promotions', false],
      ['news', false],
      ['reminders', false],
    ];
    for (const [at, [type, withProfile]] of types.entries()) {
      await notifications.create({
        id: 200 + at,
        memberId: personaIds.free,
        type,
        profileId: withProfile ? personaIds.premium : null,
        createdAt: new Date(clock.nowMs() - (types.length - at) * 60_000).toISOString(),
        read: true,
      });
    }
    const name = about?.name ?? '';
    const { section } = renderSection();
    const linkTo = async (label: string) =>
      (await within(section()).findByRole('link', { name: new RegExp(label) })).getAttribute('href');
    expect(await linkTo(t.named.new_conversations({ name }))).toBe('/chats');
    expect(await linkTo(t.named.new_messages({ name }))).toBe('/chats');
    expect(await linkTo(t.anonymous.unread_reminders())).toBe('/chats');
    expect(await linkTo(t.named.new_members({ name }))).toBe(`/members/${String(personaIds.premium)}`);
    expect(await linkTo(t.anonymous.promotions())).toBe('/credits');
    for (const words of [t.anonymous.news(), t.anonymous.reminders()]) {
      const row = within(section()).getByText(words).closest('li');
      expect(row).not.toBeNull();
      expect(within(row as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    }
    // None was unread: no marker, no count, nothing to mark.
    expect(within(section()).queryByText(t.unread())).not.toBeInTheDocument();
    expect(markReadBodies).toEqual([]);
  });

  it('shows a news text as text, markup and all', async () => {
    await loginAs('free');
    const text = '<script>window.hacked = true</script><b>Big</b> news';
    // The simulation keeps no texts for news: the answer is given here, in the contract's shape.
    const answer: NotificationList = {
      notifications: [{ id: 9, type: 'news', created_at: clock.now().toISOString(), read: true, text }],
      num_results: 1,
      num_unread: 0,
    };
    server.use(http.get('*/api/notifications.php', () => HttpResponse.json(answer)));
    const { section } = renderSection();
    expect(await within(section()).findByText(text)).toBeVisible();
    expect(section().querySelector('script, b')).toBeNull();
    expect(Reflect.get(window, 'hacked')).toBeUndefined();
  });
});
