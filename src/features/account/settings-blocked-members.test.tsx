import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProfileCard } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { personaIds } from '../../../mocks/seed/personas';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.account.blocked;

// The screens and the settings sections are lazy chunks, and the simulation loads its seed on first
// use: both are compiled once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await Promise.all([
    import('./settings-page'),
    import('./settings-sections'),
    import('../../../mocks/seed/seed'),
  ]);
}, 30_000);

const personas = new Set<number>(Object.values(personaIds));

/** Women the free persona can find (and so block): one with a photo and one without. */
const women = async () => {
  const { data } = await simulationClient().GET('/api/search.php', {
    params: { query: { gender: 'female', page: 1, per_page: 100 } },
  });
  const found = (data?.profiles ?? []).filter((card) => !personas.has(card.id));
  const withPhoto = found.find((card) => card.main_image !== null);
  const withoutPhoto = found.find((card) => card.main_image === null);
  if (withPhoto === undefined || withoutPhoto === undefined) throw new Error('the seed lacks such women');
  return { withPhoto, withoutPhoto };
};

/** Blocks through the API as the profile's "More" menu would; each block a minute after the last. */
const block = async (...cards: ProfileCard[]) => {
  for (const card of cards) {
    simulation.clock.advance(60);
    const { response } = await simulationClient().POST('/api/block.php', { body: { profile_id: card.id } });
    expect(response.ok).toBe(true);
  }
};

const blockedOnServer = async () => {
  const { data } = await simulationClient().GET('/api/block.php');
  return (data?.profiles ?? []).map((card) => card.id);
};

const openSettings = async () => {
  const view = await renderApp({ path: '/notifications' });
  const section = await screen.findByRole('region', { name: t.heading() });
  return { ...view, section };
};

const nameOf = (card: ProfileCard) => t.nameAndAge({ name: card.name, age: card.age });
const profileLink = (section: HTMLElement, card: ProfileCard) =>
  within(section).queryByRole('link', { name: nameOf(card) });
const unblockButton = (section: HTMLElement, card: ProfileCard) =>
  within(section).findByRole('button', { name: `${t.unblock()} ${nameOf(card)}` });

describe('settings: blocked members', () => {
  it('says nobody is blocked, and how to block, when the member blocked nobody', async () => {
    await loginAs('free');
    const { section } = await openSettings();
    expect(await within(section).findByText(t.empty())).toBeVisible();
    expect(within(section).getByText(t.howTo())).toBeVisible();
    expect(within(section).queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the blocked members, most recent first, with photo or initial, name, age, city and profile link', async () => {
    await loginAs('free');
    const { withPhoto, withoutPhoto } = await women();
    await block(withPhoto, withoutPhoto);
    const { section } = await openSettings();
    const list = await within(section).findByRole('list', { name: t.heading() });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [newest, oldest] = rows as [HTMLElement, HTMLElement];

    expect(within(newest).getByRole('link', { name: nameOf(withoutPhoto) })).toHaveAttribute(
      'href',
      `/members/${String(withoutPhoto.id)}`,
    );
    expect(within(newest).queryByRole('img')).not.toBeInTheDocument();
    expect(newest).toHaveTextContent(withoutPhoto.name.charAt(0).toLocaleUpperCase());

    expect(within(oldest).getByRole('link', { name: nameOf(withPhoto) })).toHaveAttribute(
      'href',
      `/members/${String(withPhoto.id)}`,
    );
    const photo = within(oldest).getByRole('img', { name: t.photoAlt({ name: withPhoto.name }) });
    expect(photo.getAttribute('src')?.endsWith(withPhoto.main_image?.thumb_filename ?? '-')).toBe(true);
    if (withPhoto.city !== null) expect(within(oldest).getByText(withPhoto.city)).toBeVisible();
    expect(await unblockButton(section, withPhoto)).toBeVisible();
  });

  it('takes the row away at once, before the server has answered, then confirms and moves the focus on', async () => {
    await loginAs('free');
    const { withPhoto, withoutPhoto } = await women();
    await block(withPhoto, withoutPhoto);
    const { user, section } = await openSettings();
    // The server takes its time, so what shows before its answer is the screen's own doing.
    simulation.fault({ operationId: 'unblockMember', delayMs: 1500, once: true });
    await user.click(await unblockButton(section, withoutPhoto));

    await waitFor(() => {
      expect(profileLink(section, withoutPhoto)).not.toBeInTheDocument();
    });
    expect(await blockedOnServer()).toContain(withoutPhoto.id);
    expect(await unblockButton(section, withPhoto)).toHaveFocus();

    const status = within(section).getByRole('status');
    await within(status).findByText(t.unblocked({ name: withoutPhoto.name }), {}, { timeout: 5000 });
    expect(await blockedOnServer()).toEqual([withPhoto.id]);
    expect(profileLink(section, withPhoto)).toBeInTheDocument();
  });

  it('shows the empty state once the last one is unblocked, the keyboard going on from the heading', async () => {
    await loginAs('free');
    const { withPhoto } = await women();
    await block(withPhoto);
    const { user, section } = await openSettings();
    await user.click(await unblockButton(section, withPhoto));
    expect(await within(section).findByText(t.unblocked({ name: withPhoto.name }))).toBeVisible();
    expect(within(section).getByText(t.empty())).toBeVisible();
    expect(within(section).getByRole('heading', { name: t.heading() })).toHaveFocus();
    expect(await blockedOnServer()).toEqual([]);
  });

  it('brings the row back with the reason at it when the server refuses', async () => {
    await loginAs('free');
    const { withPhoto } = await women();
    await block(withPhoto);
    const { user, section } = await openSettings();
    // Every attempt fails (the policy retries a server error), each a little late.
    simulation.fault({ operationId: 'unblockMember', status: 500, delayMs: 100 });
    await user.click(await unblockButton(section, withPhoto));

    await waitFor(() => {
      expect(profileLink(section, withPhoto)).not.toBeInTheDocument();
    });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(t.unblockFailed({ name: withPhoto.name }));
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    expect(alert.closest('li')).toContainElement(profileLink(section, withPhoto));
    expect(await unblockButton(section, withPhoto)).toBeVisible();
    expect(within(section).getByRole('status')).toBeEmptyDOMElement();
    expect(await blockedOnServer()).toEqual([withPhoto.id]);
  });

  it('says when the list could not be loaded, and loads it again on request', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'getBlockedMembers', status: 500 });
    const { user, section } = await openSettings();
    expect(await within(section).findByRole('alert')).toHaveTextContent(t.loadFailed());
    simulation.clearFaults();
    await user.click(within(section).getByRole('button', { name: t.retry() }));
    expect(await within(section).findByText(t.empty())).toBeVisible();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });
});
