import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../generated/model';
import TypesafeI18n from '../../../locales/i18n-react';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';
import { clock } from '../../lib/clock';
import { reportSignupStep, SignupEntryProvider, useSignupEntry } from '../signup-entry';
import { dismissalsKey, forgetDismissalsInMemoryForTests } from './dismissal-store';
import { EnrichProfileAlert } from './enrich-profile-alert';

const LL = translations('en');
const title = LL.alerts.enrichProfile.title();
const day = 24 * 60 * 60;

afterEach(() => {
  forgetDismissalsInMemoryForTests();
});

/** What the member chrome has around it: the language, the router and the signup's entry. */
const shell = ({ children }: { children: ReactNode }) => (
  <TypesafeI18n locale="en">
    <MemoryRouter initialEntries={['/members']}>
      <SignupEntryProvider onClosed={() => undefined}>{children}</SignupEntryProvider>
    </MemoryRouter>
  </TypesafeI18n>
);

/** Opens the signup modal as the top bar's "Sign up" does. */
const OpenSignup = () => {
  const { openSignup } = useSignupEntry();
  return (
    <button type="button" onClick={openSignup}>
      open signup
    </button>
  );
};

/** A member without a main image (`new`), or with one (`free`), as the simulated session has them. */
const memberWithoutPhoto = async (): Promise<User> => (await loginAs('new')).user;
const memberWithPhoto = async (): Promise<User> => (await loginAs('free')).user;

/** The alert alone, as the member chrome mounts it, with the screen it would be on. */
const renderAlert = (user: User, routeName = 'members') => {
  const view = render(
    <>
      <EnrichProfileAlert user={user} routeName={routeName} />
      <main id="main" tabIndex={-1} />
    </>,
    { wrapper: shell },
  );
  return { ...view, user: userEvent.setup() };
};

const theAlert = () => screen.queryByText(title)?.closest<HTMLElement>('[role="status"]') ?? null;

const shownAlert = (): HTMLElement => {
  const alert = theAlert();
  if (alert === null) throw new Error('the enrich-profile alert is not shown');
  return alert;
};

describe('enrich-profile alert (spec §9)', () => {
  it('asks a member without a main image to add a photo, with a link to the profile', async () => {
    renderAlert(await memberWithoutPhoto());
    const alert = shownAlert();
    expect(alert).toHaveTextContent(LL.alerts.enrichProfile.text());
    expect(within(alert).getByRole('link', { name: LL.alerts.enrichProfile.action() })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(within(alert).getByRole('button', { name: LL.ui.dismiss() })).toBeVisible();
    // Present from the first render, it is no news: a polite status, never an interrupting alert.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is not shown to a member with a main image', async () => {
    const { container } = renderAlert(await memberWithPhoto());
    expect(theAlert()).toBeNull();
    expect(container.querySelector('[role="status"]')).toBeNull();
  });

  // Spec §9's list by route name: every signup screen, and notifications is the settings screen.
  it.each([
    'profile',
    'signup',
    'signup-matches',
    'complete-signup',
    'members-id-signup',
    'activate-done',
    'premium',
    'notifications',
    'directdebit',
  ])('is not shown on the %s screen', async (routeName) => {
    renderAlert(await memberWithoutPhoto(), routeName);
    expect(theAlert()).toBeNull();
  });

  it.each(['members', 'members-id', 'chats', 'likes', 'credits', 'pricing', 'activate-error'])(
    'is shown on the %s screen',
    async (routeName) => {
      renderAlert(await memberWithoutPhoto(), routeName);
      expect(shownAlert()).toBeVisible();
    },
  );

  it('stays away while the signup is open as a modal over the screen', async () => {
    const member = await memberWithoutPhoto();
    const user = userEvent.setup();
    render(
      <>
        <OpenSignup />
        <EnrichProfileAlert user={member} routeName="members" />
      </>,
      { wrapper: shell },
    );
    expect(shownAlert()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'open signup' }));
    expect(theAlert()).toBeNull();
  });

  it('leaves an unfinished signup to its own reminder', async () => {
    renderAlert(await memberWithoutPhoto());
    expect(shownAlert()).toBeVisible();
    act(() => {
      reportSignupStep(2);
    });
    expect(theAlert()).toBeNull();
    act(() => {
      reportSignupStep(0);
    });
    expect(shownAlert()).toBeVisible();
  });

  it('is not shown where the screen is not known', async () => {
    render(<EnrichProfileAlert user={await memberWithoutPhoto()} routeName={undefined} />, {
      wrapper: shell,
    });
    expect(theAlert()).toBeNull();
  });

  it('is dismissed by keyboard, the focus goes on at the screen, and it stays away after a remount', async () => {
    const member = await memberWithoutPhoto();
    const { user, unmount } = renderAlert(member);
    await user.tab();
    expect(screen.getByRole('link', { name: LL.alerts.enrichProfile.action() })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: LL.ui.dismiss() })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(theAlert()).toBeNull();
    expect(document.getElementById('main')).toHaveFocus();
    expect(localStorage.getItem(dismissalsKey(member.id))).not.toBeNull();

    unmount();
    renderAlert(member);
    expect(theAlert()).toBeNull();
  });

  it('leaves the focus alone when a click did not put it on the close button (Safari)', async () => {
    renderAlert(await memberWithoutPhoto());
    fireEvent.click(screen.getByRole('button', { name: LL.ui.dismiss() }));
    expect(theAlert()).toBeNull();
    expect(document.getElementById('main')).not.toHaveFocus();
  });

  it('comes back 7 days after the dismissal, as the clock moves (decision 017)', async () => {
    clock.freeze(new Date('2026-03-01T12:00:00Z'));
    const member = await memberWithoutPhoto();
    const { user, unmount } = renderAlert(member);
    await user.click(screen.getByRole('button', { name: LL.ui.dismiss() }));
    unmount();

    clock.advance(7 * day - 1);
    const later = renderAlert(member);
    expect(theAlert()).toBeNull();
    later.unmount();

    clock.advance(1);
    renderAlert(member);
    expect(shownAlert()).toBeVisible();
  });

  it('does not hide for one member what another dismissed on this device', async () => {
    const other = await memberWithPhoto();
    const member = await memberWithoutPhoto();
    localStorage.setItem(
      dismissalsKey(other.id),
      JSON.stringify({ profile_photo: clock.now().toISOString() }),
    );
    renderAlert(member);
    expect(shownAlert()).toBeVisible();
  });
});

describe('enrich-profile alert in the member chrome', () => {
  it('shows under the top bar, before the screen, on the first render with the chrome', async () => {
    await loginAs('new');
    await renderApp({ path: '/pricing' });
    const banner = await screen.findByRole('banner');
    await within(banner).findByRole('navigation', { name: LL.topBar.mainNav() });
    // There as soon as the member's nav is: decided from the session, not after a fetch.
    const alert = screen.getByText(title);
    const main = screen.getByRole('main');
    expect(banner.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('is not shown to a member with a photo', async () => {
    await loginAs('free');
    await renderApp({ path: '/pricing' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() });
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it('steps aside on the excluded screens by their route names, and returns elsewhere', async () => {
    await loginAs('new');
    const { router } = await renderApp({ path: '/pricing' });
    expect(await screen.findByText(title)).toBeVisible();
    const screens = [
      ['/profile', LL.routes.profile()],
      ['/premium', LL.routes.premium()],
      ['/directdebit', LL.routes.directDebit()],
      ['/notifications', LL.routes.notifications()],
    ] as const;
    for (const [path, heading] of screens) {
      await router.navigate(path);
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(screen.queryByText(title), path).not.toBeInTheDocument();
    }
    await router.navigate('/pricing');
    await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() });
    expect(screen.getByText(title)).toBeVisible();
  });

  it('stays dismissed after a reload', async () => {
    await loginAs('new');
    const { user, unmount } = await renderApp({ path: '/pricing' });
    await screen.findByText(title);
    await user.click(within(shownAlert()).getByRole('button', { name: LL.ui.dismiss() }));
    expect(screen.queryByText(title)).not.toBeInTheDocument();
    unmount();

    await renderApp({ path: '/pricing' });
    await screen.findByRole('heading', { level: 1, name: LL.routes.pricing() });
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });

  it("speaks the member's language", async () => {
    await loginAs('new');
    const fi = translations('fi');
    await renderApp({ path: '/pricing', locale: 'fi' });
    expect(await screen.findByText(fi.alerts.enrichProfile.title())).toBeVisible();
    expect(screen.getByRole('link', { name: fi.alerts.enrichProfile.action() })).toBeVisible();
  });
});
