import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberDetail } from '../../../generated/model';
import { personaIds } from '../../../mocks/seed/personas';
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
const path = `/members/${String(spotlightId)}/signup`;

beforeAll(async () => {
  await import('./member-signup-page');
}, 30_000);

/** Step 0 as a visitor pasting the values in (the journey types them key by key). */
const createAccount = async (user: UserEvent) => {
  const form = within(await screen.findByRole('form', { name: LL.signup.formLabel() }));
  const put = async (element: HTMLElement, value: string) => {
    await user.click(element);
    await user.paste(value);
  };
  await put(form.getByRole('textbox', { name: LL.form.email() }), 'came.for.one@example.com');
  await put(form.getByRole('textbox', { name: LL.signup.username() }), 'CameForOne');
  await put(form.getByLabelText(LL.form.password()), 'correct-horse-42');
  await put(form.getByRole('textbox', { name: LL.signup.day() }), '14');
  await user.click(form.getByRole('button', { name: new RegExp(LL.signup.month()) }));
  await user.click(await screen.findByRole('option', { name: 'May' }));
  await put(form.getByRole('textbox', { name: LL.signup.year() }), '1987');
  await user.click(form.getByRole('button', { name: LL.signup.submit() }));
};

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

const stepOf = (step: number) => LL.signupSteps.stepOf({ step, total: 4 });

describe('/members/{id}/signup', () => {
  it('signs a visitor up with the profile remembered, and ends on that profile', async () => {
    const { profile } = await visitorView(spotlightId);
    const { user, router } = await renderApp({ path });
    expect(
      await screen.findByRole('heading', { level: 1, name: t.signup.title({ name: profile.name }) }),
    ).toBeVisible();
    expect(screen.getByText(t.signup.intro({ name: profile.name }))).toBeVisible();
    expect(screen.getByRole('img', { name: t.photoAlt({ name: profile.name }) })).toBeVisible();

    await createAccount(user);
    expect(await screen.findByText(stepOf(1))).toBeVisible();
    // The new member stays with the signup (not moved to the members area), the profile kept.
    expect(router.state.location.pathname).toBe(path);
    expect(sessionStorage.getItem('signup-progress')).toContain(`"profileId":${String(spotlightId)}`);

    const onwards = new RegExp(`^(${LL.signupSteps.skip()}|${LL.signupSteps.pushContinue()})$`);
    for (const step of [1, 2, 3, 4]) {
      expect(await screen.findByText(stepOf(step))).toBeVisible();
      await user.click(await screen.findByRole('button', { name: onwards }));
    }
    await user.click(await screen.findByRole('button', { name: LL.signupSteps.completeContinue() }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/members/${String(spotlightId)}`);
    });
    expect(
      // The profile's screen loads its code and texts first.
      // (its name may go on with "online").
      await screen.findByRole(
        'heading',
        { level: 1, name: startsWith(LL.memberView.nameAndAge(profile)) },
        { timeout: 5_000 },
      ),
    ).toBeVisible();
    expect(sessionStorage.getItem('signup-progress')).toBeNull();
  }, 30_000);

  it('sends a member with no signup under way straight to the profile', async () => {
    await loginAs('free');
    const { router } = await renderApp({ path });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(`/members/${String(spotlightId)}`);
    });
    expect(sessionStorage.getItem('signup-progress')).toBeNull();
  });

  it('answers an unknown profile with the 404 page', async () => {
    await renderApp({ path: `/members/${String(unknownId)}/signup` });
    expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
