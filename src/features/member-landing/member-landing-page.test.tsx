import type { MemberDetail } from '../../../generated/model';
import { personaIds } from '../../../mocks/seed/personas';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

/** The premium persona: a profile with a photo, a city and words about herself. */
const spotlightId = personaIds.premium;

/** The profile as a visitor gets it, for what the page must show. */
const visitorView = async (id: number): Promise<MemberDetail> => {
  const { data } = await simulationClient().GET('/api/member.php', { params: { query: { id } } });
  if (data === undefined) throw new Error(`no profile ${String(id)}`);
  return data;
};

/** An id no seeded member has. */
const unknownId = 987_654;

const LL = translations('en');
const t = LL.memberLanding;
const path = `/members/${String(spotlightId)}/landing`;

beforeAll(async () => {
  await import('./member-landing-page');
}, 30_000);

describe('/members/{id}/landing', () => {
  it('shows a visitor the photo, name, age, city and line, and leads into the signup for that profile', async () => {
    const { profile } = await visitorView(spotlightId);
    await renderApp({ path });
    const heading = await screen.findByRole('heading', { level: 1, name: t.nameAndAge(profile) });
    expect(heading).toBeVisible();
    const photo = screen.getByRole('img', { name: t.photoAlt({ name: profile.name }) });
    // Sized and asked for first: the page's largest content, with no shift when it arrives.
    expect(photo).toHaveAttribute('width', '600');
    expect(photo).toHaveAttribute('height', '800');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(screen.getByText(profile.city ?? '')).toBeVisible();
    expect(screen.getByText(`“${profile.about_me ?? ''}”`)).toBeVisible();
    expect(screen.getByRole('link', { name: t.cta({ name: profile.name }) })).toHaveAttribute(
      'href',
      `/members/${String(spotlightId)}/signup`,
    );
    expect(screen.getByRole('link', { name: t.login() })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/members/${String(spotlightId)}`)}`,
    );
  });

  it('keeps the page’s shape while the profile loads', async () => {
    simulation.fault({ operationId: 'getMember', delayMs: 500, once: true });
    await renderApp({ path });
    const loading = await screen.findByRole('status', { busy: true });
    expect(within(loading).getByText(LL.common.loading())).toBeInTheDocument();
    expect(within(loading).queryByRole('link')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });

  it('sends a member who is logged in straight to the profile', async () => {
    await loginAs('free');
    const { router } = await renderApp({ path });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/members/${String(spotlightId)}`);
    });
  });

  it.each([String(unknownId), 'abc', '0'])(
    'answers an unknown profile (%s) with the 404 page',
    async (id) => {
      await renderApp({ path: `/members/${id}/landing` });
      expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
    },
  );

  it('says when the profile cannot be loaded, and loads it on a retry', async () => {
    simulation.fault({ operationId: 'getMember', status: 500 });
    const { user } = await renderApp({ path });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t.loadFailed());
    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: t.retry() }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
  });
});
