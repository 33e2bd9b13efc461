import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postUser } from '../../../generated/hooks/account/account';
import type { SignupProgressRequest } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { members } from '../../../mocks/db/members';
import { configureSite } from '../../../mocks/db/site-settings';
import { server } from '../../../mocks/node';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';
import { minimumAge } from '../../domain/limits';
import { clock } from '../../lib/clock';
import { storeTrackingFromQuery } from '../../lib/tracking';
import { signupProgress } from './signup-progress';

// ---- Helpers: opening the signup, filling step 0, what the server got ----

const LL = translations('en');

interface AccountInput {
  email?: string;
  name?: string;
  password?: string;
  day?: string;
  /** 1 to 12. */
  month?: number;
  year?: string;
  message?: string;
}

const adult: Required<AccountInput> = {
  email: 'new.member@example.com',
  name: 'Anna87',
  password: 'correct-horse-42',
  day: '14',
  month: 5,
  year: '1987',
  message: 'Looking for someone to share weekends with.',
};

/** The month's name as the month list shows it in English. */
const monthName = (month: number): string =>
  new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month - 1, 1));

const fields = (scope: HTMLElement = document.body) => {
  const form = within(scope);
  return {
    email: form.getByRole('textbox', { name: LL.form.email() }),
    name: form.getByRole('textbox', { name: LL.signup.username() }),
    password: form.getByLabelText(LL.form.password()),
    day: form.getByRole('textbox', { name: LL.signup.day() }),
    month: form.getByRole('button', { name: new RegExp(LL.signup.month()) }),
    year: form.getByRole('textbox', { name: LL.signup.year() }),
    message: form.getByRole('textbox', { name: LL.signup.signupMessage() }),
    submit: form.getByRole('button', { name: LL.signup.submit() }),
  };
};

const chooseMonth = async (user: UserEvent, scope: HTMLElement, month: number) => {
  await user.click(fields(scope).month);
  await user.click(await screen.findByRole('option', { name: monthName(month) }));
};

/**
 * Puts the given values into step 0 as a member pasting them would (typing every character is
 * slow on the shared test machines; the keyboard journey in e2e/signup.spec.ts types them).
 */
const fillAccount = async (user: UserEvent, scope: HTMLElement, input: AccountInput) => {
  const form = fields(scope);
  const put = async (element: HTMLElement, value: string | undefined) => {
    if (value === undefined) return;
    await user.clear(element);
    if (value !== '') await user.paste(value);
  };
  await put(form.email, input.email);
  await put(form.name, input.name);
  await put(form.password, input.password);
  await put(form.day, input.day);
  if (input.month !== undefined) await chooseMonth(user, scope, input.month);
  await put(form.year, input.year);
  await put(form.message, input.message);
};

/** Presses the top bar's "Sign up", as a desktop visitor does, and waits for the modal. */
const pressSignup = async (user: UserEvent) => {
  const banner = await screen.findByRole('banner');
  await user.click(await within(banner).findByRole('button', { name: LL.topBar.signup() }));
  return screen.findByRole('dialog', { name: LL.signupEntry.title() });
};

/** Opens the signup modal and waits for the form of step 0. */
const reopenSignupModal = async (user: UserEvent) => {
  const dialog = await pressSignup(user);
  await within(dialog).findByRole('form', { name: LL.signup.formLabel() });
  return dialog;
};

/** Renders the app at a path and opens the signup modal there. */
const openSignupModal = async (path = '/pricing') => {
  const view = await renderApp({ path });
  const dialog = await reopenSignupModal(view.user);
  return { ...view, dialog };
};

const stepOf = (step: number) => LL.signupSteps.stepOf({ step, total: 4 });

const memberWithEmail = (email: string) =>
  members.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === email.toLowerCase() }));

const callsTo = (operationId: string) =>
  simulation.log().filter((entry) => entry.operationId === operationId);

/**
 * The signup progress events the simulated server received, in order. The request log names the
 * operation only, so the bodies are read from the server's own request events.
 */
const watchProgressEvents = () => {
  const events: SignupProgressRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (!request.url.endsWith('/api/signup-progress.php')) return;
    void request
      .clone()
      .json()
      .then((body: SignupProgressRequest) => {
        events.push(body);
      });
  };
  server.events.on('request:start', listener);
  return {
    events,
    /** Waits until exactly these events arrived (they are sent without waiting for the answer). */
    toBe: async (expected: SignupProgressRequest[]) => {
      await waitFor(() => {
        expect(events).toEqual(expected);
        expect(callsTo('trackSignupProgress')).toHaveLength(expected.length);
      });
    },
    stop: () => {
      server.events.removeListener('request:start', listener);
    },
  };
};

// ---- Tests ----

// Most tests fill in the whole form and wait for the simulated server, several times over: on the
// shared two-core machines that takes up to 15 s, the default limit.
vi.setConfig({ testTimeout: 30_000 });

// The flow is a lazy chunk (with the dialog), and the simulation seeds itself on first use: both
// done once up front, so no test's first wait pays for them.
beforeAll(async () => {
  await import('./signup-flow');
  await simulation.reset();
}, 30_000);

afterEach(() => {
  // Unmounted first: a flow still on screen would start a new signup on the emptied progress.
  cleanup();
  signupProgress.reset();
});

// Spec §5 fixes these words in English; the tests hold them literally so a catalogue edit shows.
const invalidEmail = 'Invalid email';
const emailTaken = 'This email address already owns an account on this website';
const tooYoung = `Enter your date of birth (${minimumAge}+)`;
const invalidDate = 'Invalid date of birth';

const thisYear = () => new Date(clock.nowMs()).getUTCFullYear();

describe('signup step 0: the rules, when a field is left', () => {
  it('says "Invalid email" for an address that is not one', async () => {
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, { email: 'anna@' });
    await user.tab();
    expect(fields(dialog).email).toHaveAccessibleDescription(invalidEmail);
    expect(fields(dialog).email).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a username equal to the e-mail address, or starting with @', async () => {
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, { email: 'anna@example.com', name: ' Anna@Example.com ' });
    await user.tab();
    expect(fields(dialog).name).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.usernameEqualsEmail()),
    );
    await fillAccount(user, dialog, { name: '@anna' });
    await user.tab();
    expect(fields(dialog).name).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.usernameStartsWithAt()),
    );
  });

  it('asks for a longer password', async () => {
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, { password: 'short' });
    await user.tab();
    expect(fields(dialog).password).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.tooShort({ min: 8 })),
    );
  });

  it(`says "${tooYoung}" for someone too young and "${invalidDate}" for a date that does not exist`, async () => {
    const { user, dialog } = await openSignupModal();
    const young = String(thisYear() - minimumAge + 1);
    await fillAccount(user, dialog, { day: '1', month: 1, year: young });
    await user.click(fields(dialog).message);
    expect(within(dialog).getByText(tooYoung)).toBeVisible();
    expect(fields(dialog).day).toHaveAttribute('aria-invalid', 'true');

    await fillAccount(user, dialog, { day: '31', month: 2, year: '1990' });
    await user.click(fields(dialog).message);
    expect(within(dialog).getByText(invalidDate)).toBeVisible();
    expect(fields(dialog).year).toHaveAccessibleDescription(invalidDate);
  });

  it('does not flag the date while the month list is open, only when the date is left', async () => {
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, { day: '12' });
    await user.click(fields(dialog).month);
    expect(await screen.findByRole('listbox')).toBeVisible();
    expect(within(dialog).queryByText(invalidDate)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: monthName(3) }));
    await fillAccount(user, dialog, { year: '1991' });
    await user.tab();
    expect(within(dialog).queryByText(invalidDate)).not.toBeInTheDocument();
    expect(fields(dialog).day).not.toHaveAttribute('aria-invalid');
  });

  it('counts the signup message and allows at most 500 characters', async () => {
    const { user, dialog } = await openSignupModal();
    expect(fields(dialog).message).toHaveAccessibleDescription(
      LL.form.characterCount({ count: 0, max: 500 }),
    );
    await fillAccount(user, dialog, { message: 'x'.repeat(501) });
    await user.tab();
    expect(fields(dialog).message).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.tooLong({ max: 500 })),
    );
    expect(fields(dialog).message).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.characterCount({ count: 501, max: 500 })),
    );
    // Fixing it takes the message away at once.
    await user.type(fields(dialog).message, '{Backspace}');
    expect(fields(dialog).message).not.toHaveAttribute('aria-invalid');
  });

  it('checks on blur whether the address already owns an account, and offers login', async () => {
    const { user, dialog, router } = await openSignupModal();
    await fillAccount(user, dialog, { email: 'Free@sim.test ' });
    await user.tab();
    await waitFor(() => {
      expect(fields(dialog).email).toHaveAccessibleDescription(emailTaken);
    });
    // Leaving the unchanged field again asks nothing new.
    await user.click(fields(dialog).email);
    await user.tab();
    expect(callsTo('checkEmailAvailable')).toHaveLength(1);
    expect(fields(dialog).email).toHaveAccessibleDescription(emailTaken);
    await user.click(within(dialog).getAllByRole('link', { name: LL.signup.logIn() })[0]!);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    expect(router.state.location.state).toEqual({ email: 'Free@sim.test' });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('asks the server only about addresses that pass the rules, and a free one shows nothing', async () => {
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, { email: 'not-an-address' });
    await user.tab();
    expect(fields(dialog).email).toHaveAccessibleDescription(invalidEmail);
    await fillAccount(user, dialog, { email: 'brand.new@example.com' });
    await user.tab();
    await waitFor(() => {
      expect(callsTo('checkEmailAvailable')).toHaveLength(1);
    });
    expect(fields(dialog).email).not.toHaveAttribute('aria-invalid');
  });

  it('goes on when the availability check fails: the signup itself decides', async () => {
    simulation.fault({ operationId: 'checkEmailAvailable', status: 500 });
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, adult);
    await waitFor(() => {
      expect(callsTo('checkEmailAvailable').length).toBeGreaterThan(0);
    });
    expect(fields(dialog).email).not.toHaveAttribute('aria-invalid');
    await user.click(fields(dialog).submit);
    expect(await within(dialog).findByText(stepOf(1))).toBeVisible();
  });
});

describe('signup step 0: the submit', () => {
  it('checks every field, then moves the focus to the first error', async () => {
    const { user, dialog } = await openSignupModal();
    await user.click(fields(dialog).submit);
    const form = fields(dialog);
    expect(form.email).toHaveFocus();
    expect(form.email).toHaveAccessibleDescription(LL.form.required());
    expect(form.name).toHaveAttribute('aria-invalid', 'true');
    expect(form.password).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText(tooYoung)).toBeVisible();
    // The signup message may stay empty.
    expect(form.message).not.toHaveAttribute('aria-invalid');
    expect(callsTo('signup')).toHaveLength(0);

    await fillAccount(user, dialog, { email: adult.email, name: adult.name, password: 'short' });
    await user.click(fields(dialog).submit);
    expect(fields(dialog).password).toHaveFocus();
  });

  it('creates the account with the trimmed values and the stored traffic source, and shows step 1', async () => {
    storeTrackingFromQuery(new URLSearchParams('network=adnet&ref=summer&sub1=banner-3'));
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, {
      ...adult,
      email: '  New.Member@example.com  ',
      name: '  Anna87  ',
      password: '  spaces count  ',
      day: '4',
    });
    await user.click(fields(dialog).submit);
    expect(await within(dialog).findByText(stepOf(1))).toBeVisible();

    const member = memberWithEmail('New.Member@example.com');
    expect(member).toMatchObject({
      email: 'New.Member@example.com',
      name: 'Anna87',
      dateOfBirth: '1987-05-04',
      signupReason: adult.message,
      tracking: { network: 'adnet', ref: 'summer', sub1: 'banner-3' },
    });
    // The password was sent as typed: its spaces are part of it.
    await expect(
      postUser({ email: 'new.member@example.com', password: '  spaces count  ' }),
    ).resolves.toMatchObject({ user: { email: 'New.Member@example.com' } });
  });

  it('sends no tracking when none is stored', async () => {
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, adult);
    await user.click(fields(dialog).submit);
    expect(await within(dialog).findByText(stepOf(1))).toBeVisible();
    expect(memberWithEmail(adult.email)?.tracking).toEqual({});
  });

  it('keeps the modal open while the new member is moved from the home page to the members area', async () => {
    const { user, dialog, router } = await openSignupModal('/');
    await fillAccount(user, dialog, adult);
    await user.click(fields(dialog).submit);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/members');
    });
    const open = await screen.findByRole('dialog', { name: LL.signupEntry.title() });
    expect(within(open).getByText(stepOf(1))).toBeVisible();
    expect(open).toContainElement(document.activeElement as HTMLElement);

    // Spec §2: in progress, neither Escape nor the backdrop closes it.
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(screen.getByRole('dialog', { name: LL.signupEntry.title() })).toBeVisible();
  });

  it('offers login when the address owns an active account', async () => {
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, { ...adult, email: 'premium@sim.test' });
    // The check on blur is not waited for: the signup's own answer says the same.
    simulation.fault({ operationId: 'checkEmailAvailable', status: 500 });
    await user.click(fields(dialog).submit);
    await waitFor(() => {
      expect(fields(dialog).email).toHaveAccessibleDescription(emailTaken);
    });
    expect(fields(dialog).email).toHaveFocus();
    expect(within(dialog).getAllByRole('link', { name: LL.signup.logIn() }).length).toBeGreaterThan(1);
    expect(fields(dialog).password).toHaveValue(adult.password);
  });

  it('offers reactivation when the address belongs to an account pending deletion', async () => {
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, { ...adult, email: 'deleted@sim.test' });
    await user.click(fields(dialog).submit);
    const offer = await within(dialog).findByRole('heading', { name: LL.login.reactivation.title() });
    expect(offer).toBeVisible();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(fields(dialog).email).toHaveValue('deleted@sim.test');
  });

  it('shows the server field errors on their fields', async () => {
    const { user, dialog } = await openSignupModal();
    // The contract refuses an address the app's pragmatic pattern lets through.
    await fillAccount(user, dialog, { ...adult, email: 'anna@exa_mple.com' });
    await user.click(fields(dialog).submit);
    await waitFor(() => {
      expect(fields(dialog).email).toHaveAccessibleDescription(invalidEmail);
    });
    expect(fields(dialog).email).toHaveFocus();
  });

  it('keeps every value after a failed request, and the member can send again', async () => {
    simulation.fault({ operationId: 'signup', status: 500 });
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, adult);
    await user.click(fields(dialog).submit);
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    expect(alert.parentElement).toHaveFocus();
    const form = fields(dialog);
    expect(form.email).toHaveValue(adult.email);
    expect(form.name).toHaveValue(adult.name);
    expect(form.password).toHaveValue(adult.password);
    expect(form.day).toHaveValue(adult.day);
    expect(form.month).toHaveTextContent(monthName(adult.month));
    expect(form.year).toHaveValue(adult.year);
    expect(form.message).toHaveValue(adult.message);

    simulation.clearFaults();
    await user.click(form.submit);
    expect(await within(dialog).findByText(stepOf(1))).toBeVisible();
  });
});

describe('signup modes (spec §6)', () => {
  it('invite-only: asks for the invite code, and shows the refusal without losing anything', async () => {
    configureSite({ signups: 'invite_only' });
    const { user, dialog } = await openSignupModal();
    expect(within(dialog).getByText(LL.signup.inviteOnlyNote())).toBeVisible();
    const code = within(dialog).getByRole('textbox', { name: LL.signup.inviteCode() });
    await fillAccount(user, dialog, adult);
    await user.click(fields(dialog).submit);
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(LL.form.required());

    await user.type(code, 'FRIEND-2026');
    await user.click(fields(dialog).submit);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Signing up on this site is by invitation only',
    );
    expect(code).toHaveValue('FRIEND-2026');
    expect(fields(dialog).password).toHaveValue(adult.password);
  });

  it('with traffic source only: a visitor without one is told signup is not open, and offered login', async () => {
    configureSite({ signups: 'with_trafficsource' });
    const { user, router } = await renderApp({ path: '/pricing' });
    const dialog = await pressSignup(user);
    expect(await within(dialog).findByText(LL.signup.closedTitle())).toBeVisible();
    expect(within(dialog).queryByRole('form')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('link', { name: LL.signup.logIn() }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    // Nothing was started, so closing sent nothing either.
    expect(callsTo('trackSignupProgress')).toHaveLength(0);
  });

  it('with traffic source only: a visitor who came with one signs up, and the source goes along', async () => {
    configureSite({ signups: 'with_trafficsource' });
    storeTrackingFromQuery(new URLSearchParams('network=partner-7'));
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, adult);
    await user.click(fields(dialog).submit);
    expect(await within(dialog).findByText(stepOf(1))).toBeVisible();
    expect(memberWithEmail(adult.email)?.tracking).toEqual({ network: 'partner-7' });
  });
});

describe('progress kept and reported (spec §2, §4)', () => {
  let progress: ReturnType<typeof watchProgressEvents>;
  beforeEach(() => {
    progress = watchProgressEvents();
  });
  afterEach(() => {
    progress.stop();
  });

  const closeButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: LL.ui.close() });

  it('sends `started` once, `closed` with the step on each close, and keeps every value on reopening', async () => {
    const { user, dialog } = await openSignupModal();
    await progress.toBe([{ event: 'started', step: 0 }]);
    await fillAccount(user, dialog, { email: adult.email, password: adult.password, day: '9', month: 11 });
    await user.click(closeButton(dialog));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await progress.toBe([
      { event: 'started', step: 0 },
      { event: 'closed', step: 0 },
    ]);

    const again = await reopenSignupModal(user);
    const form = fields(again);
    expect(form.email).toHaveValue(adult.email);
    expect(form.password).toHaveValue(adult.password);
    expect(form.day).toHaveValue('9');
    expect(form.month).toHaveTextContent(monthName(11));
    // The same signup goes on: no second `started`.
    await user.keyboard('{Escape}');
    await progress.toBe([
      { event: 'started', step: 0 },
      { event: 'closed', step: 0 },
      { event: 'closed', step: 0 },
    ]);
  });

  it('counts following a link out of the modal as closing it, and the modal stays gone', async () => {
    const { user, dialog, router } = await openSignupModal();
    await user.click(within(dialog).getByRole('link', { name: LL.signup.logIn() }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/login');
    });
    await progress.toBe([
      { event: 'started', step: 0 },
      { event: 'closed', step: 0 },
    ]);
    await router.navigate(-1);
    // Found afresh on each try: the screen's first heading may be replaced as the page settles.
    await waitFor(() => {
      expect(screen.getByRole('heading', { level: 1, name: LL.routes.pricing() })).toBeVisible();
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps the step when the modal is closed after the account exists, and the page goes on there', async () => {
    const { user, dialog, router } = await openSignupModal('/');
    await fillAccount(user, dialog, adult);
    await user.click(fields(dialog).submit);
    expect(await within(dialog).findByText(stepOf(1))).toBeVisible();
    await user.click(closeButton(screen.getByRole('dialog')));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    await progress.toBe([
      { event: 'started', step: 0 },
      { event: 'closed', step: 1 },
    ]);
    expect(router.state.location.pathname).toBe('/members');

    await router.navigate('/signup');
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.signup() })).toBeVisible();
    expect(await screen.findByText(stepOf(1))).toBeVisible();
  });

  it('takes what was typed in the modal along to the page', async () => {
    const { user, dialog, router } = await openSignupModal();
    await fillAccount(user, dialog, { email: adult.email, name: adult.name, message: adult.message });
    await user.click(closeButton(dialog));
    await router.navigate('/signup');
    const page = await screen.findByRole('main');
    await within(page).findByRole('form', { name: LL.signup.formLabel() });
    expect(fields(page).email).toHaveValue(adult.email);
    expect(fields(page).name).toHaveValue(adult.name);
    expect(fields(page).message).toHaveValue(adult.message);
  });

  it('after a reload keeps the step and every value but the password', async () => {
    const first = await openSignupModal();
    await fillAccount(first.user, first.dialog, { ...adult, password: 'kept-in-memory-only' });
    first.unmount();
    signupProgress.dropMemory();

    const { user } = await renderApp({ path: '/signup' });
    const page = await screen.findByRole('main');
    await within(page).findByRole('form', { name: LL.signup.formLabel() });
    const form = fields(page);
    expect(form.email).toHaveValue(adult.email);
    expect(form.name).toHaveValue(adult.name);
    expect(form.password).toHaveValue('');
    expect(form.day).toHaveValue(adult.day);
    expect(form.month).toHaveTextContent(monthName(adult.month));
    expect(form.year).toHaveValue(adult.year);
    expect(form.message).toHaveValue(adult.message);
    expect(sessionStorage.getItem('signup-progress')).not.toContain('kept-in-memory-only');

    await fillAccount(user, page, { password: adult.password });
    await user.click(form.submit);
    expect(await within(page).findByText(stepOf(1))).toBeVisible();
  });

  it('after a reload at step 1 the page shows step 1 again', async () => {
    const first = await openSignupModal();
    await fillAccount(first.user, first.dialog, adult);
    await first.user.click(fields(first.dialog).submit);
    expect(await within(first.dialog).findByText(stepOf(1))).toBeVisible();
    first.unmount();
    signupProgress.dropMemory();

    await renderApp({ path: '/signup' });
    expect(await screen.findByText(stepOf(1))).toBeVisible();
  });

  it('sends `flow_complete` after the last profile step, and the complete step leaves for the matches', async () => {
    const { user, dialog, router } = await openSignupModal();
    await fillAccount(user, dialog, adult);
    await user.click(fields(dialog).submit);
    expect(await within(dialog).findByText(stepOf(1))).toBeVisible();
    // Straight to the last profile step, as a member who left there and came back.
    act(() => {
      signupProgress.update({ step: 4 });
    });
    expect(await within(dialog).findByText(stepOf(4))).toBeVisible();
    const onwards = new RegExp(`^(${LL.signupSteps.skip()}|${LL.signupSteps.pushContinue()})$`);
    await user.click(await within(dialog).findByRole('button', { name: onwards }));
    expect(
      await within(dialog).findByRole('heading', { name: LL.signupSteps.completeTitle() }),
    ).toBeVisible();
    await progress.toBe([
      { event: 'started', step: 0 },
      { event: 'flow_complete', step: 5 },
    ]);

    await user.click(within(dialog).getByRole('button', { name: LL.signupSteps.completeContinue() }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/signup-matches');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(signupProgress.get().step).toBe(0);
    expect(signupProgress.get().draft.email).toBe('');
    // Finishing is not closing.
    expect(progress.events.map((event) => event.event)).not.toContain('closed');
  });

  it('does not fail the signup when the progress events fail', async () => {
    simulation.fault({ operationId: 'trackSignupProgress', status: 500 });
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, adult);
    await user.click(fields(dialog).submit);
    expect(await within(dialog).findByText(stepOf(1))).toBeVisible();
    expect(callsTo('trackSignupProgress').length).toBeGreaterThan(0);
  });
});

describe('the /signup page', () => {
  it('sends a logged-in member who is not signing up to the members area', async () => {
    await loginAs('free');
    const { router } = await renderApp({ path: '/signup' });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/members');
    });
  });

  it('creates the account on the page and goes on with step 1 there', async () => {
    const { user, router } = await renderApp({ path: '/signup' });
    const page = await screen.findByRole('main');
    await within(page).findByRole('form', { name: LL.signup.formLabel() });
    await fillAccount(user, page, adult);
    await user.click(fields(page).submit);
    expect(await within(page).findByText(stepOf(1))).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('bad input', () => {
  it('answers 10,000 characters in every field with a clear message', async () => {
    const { user, dialog } = await openSignupModal();
    const long = 'a'.repeat(10_000);
    await fillAccount(user, dialog, {
      email: `${long}@example.com`,
      name: long,
      password: long,
      day: '1'.repeat(10_000),
      month: 1,
      year: '1990',
      message: long,
    });
    await user.click(fields(dialog).submit);
    const form = fields(dialog);
    expect(form.email).toHaveAccessibleDescription(invalidEmail);
    expect(form.name).toHaveAccessibleDescription(expect.stringContaining(LL.form.tooLong({ max: 40 })));
    expect(form.password).toHaveAccessibleDescription(expect.stringContaining(LL.form.tooLong({ max: 128 })));
    expect(within(dialog).getByText(invalidDate)).toBeVisible();
    expect(form.message).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.characterCount({ count: 10_000, max: 500 })),
    );
    // Nothing was cut: the member can see and fix what they pasted.
    expect(form.name).toHaveValue(long);
    expect(callsTo('signup')).toHaveLength(0);
  });

  it('takes emoji, right-to-left text and markup as plain text', async () => {
    const { user, dialog } = await openSignupModal();
    const name = 'שלום 😀👍🏽';
    const message = '<script>alert(1)</script> <b>bold</b> مرحبا';
    await fillAccount(user, dialog, { ...adult, name, message });
    expect(fields(dialog).message).toHaveValue(message);
    expect(dialog.querySelector('script, b')).toBeNull();
    await user.click(fields(dialog).submit);
    expect(await within(dialog).findByText(stepOf(1))).toBeVisible();
    expect(memberWithEmail(adult.email)).toMatchObject({ name, signupReason: message });
  });

  it('treats a value of spaces as empty', async () => {
    const { user, dialog } = await openSignupModal();
    await fillAccount(user, dialog, { ...adult, email: '   ', name: '   ' });
    await user.click(fields(dialog).submit);
    expect(fields(dialog).email).toHaveAccessibleDescription(LL.form.required());
    expect(fields(dialog).name).toHaveAccessibleDescription(expect.stringContaining(LL.form.required()));
    expect(fields(dialog).email).toHaveFocus();
  });
});
