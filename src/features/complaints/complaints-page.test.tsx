import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locales } from '../../../locales/i18n-types';
import { simulation } from '../../../mocks/control';
import { complaints } from '../../../mocks/db/auth';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona } from '../../../tests/utils/simulation';
import { complaintMessageMaxLength } from './complaint-rules';

const LL = translations('en');
const t = LL.complaints;

beforeAll(async () => {
  await Promise.all([import('./complaints-page'), import('../../../mocks/seed/seed')]);
}, 30_000);

type Texts = ReturnType<typeof translations>['complaints'];

const complaintCalls = () => simulation.log().filter((entry) => entry.operationId === 'submitComplaint');

const textbox = (name: string) => screen.getByRole('textbox', { name });

/** The subject's button is named by its value and its label. */
const subjectButton = (texts: Texts = t) =>
  screen.getByRole('button', { name: (name) => name.endsWith(texts.subject()) });

const openForm = async (locale: Locales = 'en', path = '/complaints') => {
  const view = await renderApp({ path, locale });
  const texts = translations(locale).complaints;
  await screen.findByRole('textbox', { name: texts.name() });
  return view;
};

/** Types the quick way (a paste): these tests are about the form, not the keystrokes. */
const fill = async (user: UserEvent, name: string, text: string) => {
  await user.click(textbox(name));
  await user.paste(text);
};

const chooseSubject = async (user: UserEvent, subject: keyof Texts['subjects'], texts: Texts = t) => {
  await user.click(subjectButton(texts));
  await user.click(await screen.findByRole('option', { name: texts.subjects[subject]() }));
};

const fillValid = async (user: UserEvent, texts: Texts = t) => {
  await fill(user, texts.name(), '  Anna Smith ');
  await fill(user, texts.email(), 'anna@example.com');
  await chooseSubject(user, 'billing', texts);
  await fill(user, texts.message(), 'I was charged twice for one bundle.');
};

const send = (user: UserEvent, texts: Texts = t) =>
  user.click(screen.getByRole('button', { name: texts.send() }));

const confirmation = (texts: Texts = t) => screen.findByRole('region', { name: texts.sent.heading() });

describe('/complaints', () => {
  it('checks every field before sending, says what is needed and focuses the first error', async () => {
    const { user } = await openForm();
    await send(user);
    expect(textbox(t.name())).toHaveAccessibleDescription(LL.form.required());
    expect(textbox(t.name())).toHaveFocus();
    expect(textbox(t.email())).toHaveAccessibleDescription(expect.stringContaining(LL.form.required()));
    expect(screen.getByText(t.subjectRequired())).toBeVisible();
    expect(textbox(t.message())).toHaveAccessibleDescription(expect.stringContaining(LL.form.required()));
    // The profile is optional: nothing is said about it.
    expect(textbox(t.profile())).not.toHaveAttribute('aria-invalid');

    await fill(user, t.email(), 'anna@');
    await fill(user, t.profile(), '22a');
    await user.tab();
    expect(textbox(t.email())).toHaveAccessibleDescription(expect.stringContaining(LL.form.invalidEmail()));
    expect(textbox(t.profile())).toHaveAccessibleDescription(expect.stringContaining(t.profileInvalid()));
    // Only spaces are no name.
    await fill(user, t.name(), '   ');
    await send(user);
    expect(textbox(t.name())).toHaveAccessibleDescription(LL.form.required());
    expect(complaintCalls()).toHaveLength(0);
  });

  it('files the complaint and shows its reference and what happens next, with the focus on it', async () => {
    const { user } = await openForm();
    await fillValid(user);
    await fill(user, t.profile(), '121');
    await send(user);

    const sent = await confirmation();
    const [filed] = complaints.all();
    expect(filed).toMatchObject({
      memberId: null,
      name: 'Anna Smith',
      email: 'anna@example.com',
      subject: 'billing',
      message: 'I was charged twice for one bundle.',
      profileId: 121,
    });
    const reference = String(filed?.id);
    expect(within(sent).getByText(t.sent.reference({ reference }))).toBeVisible();
    expect(within(sent).getByText(t.sent.next({ email: 'anna@example.com' }))).toBeVisible();
    expect(within(sent).getByText(t.sent.quote())).toBeVisible();
    expect(sent).toHaveFocus();
    expect(complaintCalls()).toHaveLength(1);

    // Another complaint starts from an empty form.
    await user.click(within(sent).getByRole('button', { name: t.sent.another() }));
    expect(await screen.findByRole('textbox', { name: t.message() })).toHaveValue('');
  });

  it('refuses a 10,000-character complaint with a clear message, keeps it and sends nothing', async () => {
    const { user } = await openForm();
    await fillValid(user);
    await user.clear(textbox(t.message()));
    const long = 'x'.repeat(10_000);
    await fill(user, t.message(), long);
    expect(textbox(t.message())).toHaveAccessibleDescription(
      expect.stringContaining(LL.form.characterCount({ count: 10_000, max: complaintMessageMaxLength })),
    );
    await send(user);
    const over = 10_000 - complaintMessageMaxLength;
    expect(textbox(t.message())).toHaveAccessibleDescription(
      expect.stringContaining(t.messageTooLong({ over, max: complaintMessageMaxLength })),
    );
    expect(textbox(t.message())).toHaveFocus();
    expect(textbox(t.message())).toHaveValue(long);
    expect(complaintCalls()).toHaveLength(0);
  });

  it('shows the server’s answers about fields at those fields', async () => {
    const { user } = await openForm();
    await fillValid(user);
    await fill(user, t.profile(), '999999');
    await send(user);
    // No such profile (404 not_found): said at the profile number, which gets the focus.
    await waitFor(() => {
      expect(textbox(t.profile())).toHaveAccessibleDescription(expect.stringContaining(t.profileUnknown()));
    });
    expect(textbox(t.profile())).toHaveFocus();

    // An address the app lets through but the contract's format refuses (400 validation).
    await user.clear(textbox(t.profile()));
    await user.clear(textbox(t.email()));
    await fill(user, t.email(), 'anna@example..com');
    await send(user);
    await waitFor(() => {
      expect(textbox(t.email())).toHaveAccessibleDescription(expect.stringContaining(LL.form.invalidEmail()));
    });
    expect(textbox(t.email())).toHaveFocus();
    expect(complaints.all()).toHaveLength(0);
  });

  it('sends once however often Send or Enter is pressed while it is on its way', async () => {
    simulation.fault({ operationId: 'submitComplaint', delayMs: 500, once: true });
    const { user } = await openForm();
    await fillValid(user);
    await send(user);
    const button = screen.getByRole('button', { name: t.send() });
    expect(button).toBeDisabled();
    await user.click(button);
    await user.click(textbox(t.name()));
    await user.keyboard('{Enter}');
    await confirmation();
    expect(complaintCalls()).toHaveLength(1);
    expect(complaints.all()).toHaveLength(1);
  });

  it('keeps everything typed, markup as text, when the answer is lost; sending again files it once', async () => {
    // The complaint is filed, but no answer arrives: the app's retries with the same key get lost too.
    simulation.fault({ operationId: 'submitComplaint', loseAnswer: 'drop' });
    const { user } = await openForm();
    const name = '<script>alert(1)</script><b>Anna</b>';
    const message = '<img src=x onerror=alert(1)> I was charged twice 💸 — שלום';
    await fill(user, t.name(), name);
    await fill(user, t.email(), 'anna@example.com');
    await chooseSubject(user, 'abuse');
    await fill(user, t.message(), message);
    await send(user);

    expect(await screen.findByRole('alert')).toHaveTextContent(t.failed());
    expect(textbox(t.name())).toHaveValue(name);
    expect(textbox(t.message())).toHaveValue(message);
    expect(subjectButton()).toHaveTextContent(t.subjects.abuse());
    expect(document.querySelector('main script, main b, main img')).toBeNull();
    expect(complaints.all()).toHaveLength(1);

    // The connection is back: the same complaint gets the one that arrived, not a second.
    simulation.clearFaults();
    await send(user);
    const sent = await confirmation();
    const [filed] = complaints.all();
    expect(within(sent).getByText(t.sent.reference({ reference: String(filed?.id) }))).toBeVisible();
    expect(complaints.all()).toHaveLength(1);
    expect(filed?.name).toBe(name);
  });

  it('says in the member’s language when the server fails, and keeps the form', async () => {
    simulation.fault({ operationId: 'submitComplaint', status: 503, code: 'server_error' });
    const de = translations('de').complaints;
    const { user } = await openForm('de');
    await fillValid(user, de);
    await send(user, de);
    expect(await screen.findByRole('alert')).toHaveTextContent(de.failed());
    expect(textbox(de.message())).toHaveValue('I was charged twice for one bundle.');
  });

  it('says how long to wait after five complaints within an hour', async () => {
    const { user } = await openForm();
    await fillValid(user);
    for (let count = 0; count < 5; count += 1) {
      await complaints.create({
        id: 900 + count,
        memberId: null,
        name: 'Anna Smith',
        email: 'anna@example.com',
        subject: 'other',
        message: 'Earlier',
        profileId: null,
        at: simulation.clock.now().toISOString(),
      });
    }
    await send(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(t.tooMany({ minutes: 60 }));
    expect(textbox(t.message())).toHaveValue('I was charged twice for one bundle.');
  });

  it('fills in a member’s name and address, and a profile from the link, all still editable', async () => {
    await loginAs('free');
    const free = persona('free');
    const { user } = await openForm('en', '/complaints?profile=121');
    expect(textbox(t.email())).toHaveValue(free.email);
    expect(textbox(t.name())).toHaveValue(free.name);
    expect(textbox(t.profile())).toHaveValue('121');
    await chooseSubject(user, 'content');
    await fill(user, t.message(), 'A photo on this profile is not of this person.');
    await send(user);
    await confirmation();
    expect(complaints.all()[0]).toMatchObject({ memberId: free.id, email: free.email, profileId: 121 });
  });
});
