import type { Locator, Page } from '@playwright/test';
import { contractOperation, resolve } from '../../mocks/contract/document';
import { members } from '../../mocks/db/members';
import { conversations } from '../../mocks/db/social';
import { seededPassword } from '../../mocks/seed/password';
import { personaIds, type PersonaName } from '../../mocks/seed/personas';
import { translations } from '../../tests/utils/i18n';
import { loginForm } from '../members';

const en = translations('en');

/**
 * The app's form fields the browser corpus types into (issue 21 item 2): where each form is, the
 * good values of its other fields, how it is sent, what its success looks like and where a text it
 * stores is shown again.
 */
export interface CorpusField {
  id: string;
  persona?: PersonaName;
  /** Opens the page with the form and returns the form's scope. */
  open: (page: Page) => Promise<Locator>;
  input: (scope: Locator) => Locator;
  /** Fills the form's other fields with good values. */
  others?: (scope: Locator, page: Page) => Promise<void>;
  submit: (scope: Locator) => Locator;
  /** What shows when the form was accepted (absent: no corpus text can be accepted). */
  accepted?: (scope: Locator, page: Page) => Locator;
  /** The contract field the input is sent as: its maxLength is the over-long case's limit. */
  contract: { operationId: string; field: string };
  /** After acceptance: the texts on the screen that shows the stored text (one must be it, as text). */
  shown?: (page: Page) => Promise<string[]>;
  /** Typed with the keyboard rather than filled (a member's typing, IME-free). */
  typed?: boolean;
}

/** The contract's limit for a field of a JSON body. */
export const maxLengthOf = ({ operationId, field }: CorpusField['contract']): number | undefined => {
  const schema = resolve(contractOperation(operationId).bodySchemas['application/json']) as
    { properties?: Record<string, unknown>; allOf?: unknown[] } | undefined;
  const properties = {
    ...Object.assign(
      {},
      ...(schema?.allOf ?? []).map((part) => (resolve(part) as { properties?: object }).properties ?? {}),
    ),
    ...schema?.properties,
  } as Record<string, unknown>;
  return (resolve(properties[field]) as { maxLength?: number } | undefined)?.maxLength;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const statusIn = (scope: Locator) => scope.getByRole('status').filter({ hasText: /\S/ });

const login = (field: 'email' | 'password'): CorpusField => ({
  id: `login/${field}`,
  open: async (page) => {
    await page.goto('/login');
    return loginForm(page).form;
  },
  input: (scope) =>
    field === 'email'
      ? scope.getByRole('textbox', { name: en.form.email() })
      : scope.getByLabel(en.form.password(), { exact: true }),
  others: async (scope) => {
    if (field === 'email') await scope.getByLabel(en.form.password(), { exact: true }).fill(seededPassword);
    else await scope.getByRole('textbox', { name: en.form.email() }).fill('free@sim.test');
  },
  submit: (scope) => scope.getByRole('button', { name: en.login.submit() }),
  contract: { operationId: 'postUser', field },
});

const resetRequest: CorpusField = {
  id: 'password-reset/email',
  open: async (page) => {
    await page.goto('/reset-password');
    return page.getByRole('main');
  },
  input: (scope) => scope.getByRole('textbox', { name: en.form.email() }),
  submit: (scope) => scope.getByRole('button', { name: en.passwordReset.submit() }),
  accepted: statusIn,
  contract: { operationId: 'requestPasswordReset', field: 'email' },
};

const complaintFields = {
  name: () => en.complaints.name(),
  email: () => en.complaints.email(),
  message: () => en.complaints.message(),
} as const;

const complaint = (field: keyof typeof complaintFields): CorpusField => ({
  id: `complaints/${field}`,
  open: async (page) => {
    await page.goto('/complaints');
    return page.getByRole('main');
  },
  input: (scope) => scope.getByRole('textbox', { name: complaintFields[field](), exact: true }),
  others: async (scope, page) => {
    const good = { name: 'Anna', email: 'anna@example.com', message: 'A member keeps insulting me.' };
    for (const other of Object.keys(complaintFields) as (keyof typeof complaintFields)[])
      if (other !== field)
        await scope.getByRole('textbox', { name: complaintFields[other](), exact: true }).fill(good[other]);
    await scope
      .getByRole('button', { name: new RegExp(`${escapeRegExp(en.complaints.subject())}$`) })
      .click();
    await page.getByRole('option', { name: en.complaints.subjects.abuse() }).click();
  },
  submit: (scope) => scope.getByRole('button', { name: en.complaints.send() }),
  accepted: (_scope, page) => page.getByRole('region', { name: en.complaints.sent.heading() }),
  contract: { operationId: 'submitComplaint', field },
});

const aboutFields = {
  about_me: () => en.signupSteps.aboutMe(),
  signup_reason: () => en.profile.about.signupReason(),
} as const;

const profileAbout = (field: keyof typeof aboutFields): CorpusField => ({
  id: `profile/${field}`,
  persona: 'free',
  open: async (page) => {
    await page.goto('/profile');
    return page.getByRole('region', { name: en.profile.sections.about() });
  },
  input: (scope) => scope.getByRole('textbox', { name: aboutFields[field](), exact: true }),
  submit: (scope) => scope.getByRole('button', { name: en.profile.about.save() }),
  accepted: (scope) =>
    scope.getByText(
      new RegExp(
        `^(${escapeRegExp(en.profile.about.saved())}|${escapeRegExp(en.profile.about.unchanged())})$`,
      ),
    ),
  contract: { operationId: 'saveProfile', field },
  // The own profile shows the stored text in its field after a reload, from the server.
  shown: async (page) => {
    await page.reload();
    const scope = page.getByRole('region', { name: en.profile.sections.about() });
    return [await scope.getByRole('textbox', { name: aboutFields[field](), exact: true }).inputValue()];
  },
});

const profileCity: CorpusField = {
  id: 'profile/city',
  persona: 'free',
  open: async (page) => {
    await page.goto('/profile');
    return page.getByRole('region', { name: en.profileLocation.title() });
  },
  input: (scope) => scope.getByRole('textbox', { name: en.signupLocation.city() }),
  submit: (scope) => scope.getByRole('button', { name: en.profileLocation.save() }),
  accepted: (scope) => scope.getByText(en.profileLocation.saved()),
  contract: { operationId: 'saveProfile', field: 'city' },
};

/** The premium persona's first conversation and the other member's name (the composer's label names them). */
const premiumChat = () => {
  const me = personaIds.premium;
  const conversation = conversations.findFirst((q) => q.where((c) => c.memberA === me || c.memberB === me));
  if (conversation === undefined) throw new Error('premium has no seeded conversation');
  const otherId = conversation.memberA === me ? conversation.memberB : conversation.memberA;
  const other = members.findFirst((q) => q.where({ id: otherId }));
  if (other === undefined) throw new Error(`member ${String(otherId)} is not seeded`);
  return { id: conversation.id, name: other.name };
};

const chatMessage: CorpusField = {
  id: 'chat/message',
  persona: 'premium',
  open: async (page) => {
    const { id } = premiumChat();
    await page.goto(`/chats/${String(id)}`);
    return page.getByRole('main');
  },
  input: (scope) =>
    scope.getByRole('textbox', { name: en.chat.composer.label({ name: premiumChat().name }) }),
  submit: (scope) => scope.getByRole('button', { name: en.chat.composer.send(), exact: true }),
  // Sent: the composer empties, the message is in the list.
  accepted: (scope) =>
    scope
      .getByRole('textbox', { name: en.chat.composer.label({ name: premiumChat().name }) })
      .and(scope.locator('textarea:placeholder-shown')),
  contract: { operationId: 'sendMessage', field: 'text' },
  // The messages of the conversation, as the page shows them (their text, not markup).
  shown: (page) =>
    page
      .getByRole('region', { name: en.chat.conversation.history({ name: premiumChat().name }) })
      .locator('p')
      .allTextContents(),
};

const passwordChange: CorpusField = {
  id: 'settings/old-password',
  persona: 'free',
  open: async (page) => {
    await page.goto('/notifications');
    return page.getByRole('region', { name: en.account.passwordChange.heading() });
  },
  input: (scope) => scope.getByLabel(en.account.passwordChange.oldPassword(), { exact: true }),
  others: async (scope) => {
    await scope.getByLabel(en.account.passwordChange.newPassword(), { exact: true }).fill('new-secret-2026');
    await scope
      .getByLabel(en.account.passwordChange.repeatPassword(), { exact: true })
      .fill('new-secret-2026');
  },
  submit: (scope) => scope.getByRole('button', { name: en.account.passwordChange.submit() }),
  contract: { operationId: 'changePassword', field: 'old_password' },
};

const mailChange: CorpusField = {
  id: 'settings/new-email',
  persona: 'free',
  open: async (page) => {
    await page.goto('/notifications');
    return page.getByRole('region', { name: en.account.mailChange.heading() });
  },
  input: (scope) => scope.getByLabel(en.account.mailChange.newEmail(), { exact: true }),
  others: async (scope) => {
    await scope.getByLabel(en.account.currentPassword(), { exact: true }).fill(seededPassword);
  },
  submit: (scope) => scope.getByRole('button', { name: en.account.mailChange.submit() }),
  accepted: statusIn,
  contract: { operationId: 'requestMailChange', field: 'new_email' },
};

const discountCode: CorpusField = {
  id: 'credits/discount-code',
  persona: 'premium',
  open: async (page) => {
    await page.goto('/credits');
    return page.getByRole('main');
  },
  input: (scope) => scope.getByRole('textbox', { name: en.credits.codeField.label() }),
  submit: (scope) => scope.getByRole('button', { name: en.credits.codeField.apply() }),
  contract: { operationId: 'validateDiscountCode', field: 'code' },
};

export const corpusFields: readonly CorpusField[] = [
  login('email'),
  login('password'),
  resetRequest,
  complaint('name'),
  complaint('email'),
  complaint('message'),
  profileAbout('about_me'),
  profileAbout('signup_reason'),
  profileCity,
  chatMessage,
  passwordChange,
  mailChange,
  discountCode,
];
