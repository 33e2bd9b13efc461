import { outbox } from '../mocks/db/auth';
import type { Page } from '@playwright/test';
import type { PersonaName } from '../mocks/seed/personas';
import { seededPassword } from '../mocks/seed/password';
import { translations } from '../tests/utils/i18n';
import { contextClient } from './api-client';

const en = translations('en');

/**
 * Logs the browser context in as a seeded persona through the real login call, so the session
 * cookie is the simulation's own (the login screen itself is the accounts journey's subject).
 */
export const loginAs = async (page: Page, persona: PersonaName): Promise<void> => {
  const { response } = await contextClient(page.request).POST('/api/user.php', {
    body: { email: `${persona}@sim.test`, password: seededPassword },
  });
  if (!response.ok) throw new Error(`login as ${persona} failed: ${String(response.status)}`);
};

/** The login form's fields, as a member finds them by their names. */
export const loginForm = (page: Page) => {
  const form = page.getByRole('form', { name: en.routes.login() });
  return {
    form,
    email: form.getByRole('textbox', { name: en.form.email() }),
    password: form.getByLabel(en.form.password(), { exact: true }),
  };
};

/** Fills the login form of the page on show with a seeded account and sends it with Enter. */
export const submitLoginForm = async (page: Page, email: string): Promise<void> => {
  const fields = loginForm(page);
  await fields.email.fill(email);
  await fields.password.fill(seededPassword);
  await fields.password.press('Enter');
};

/** The link of the newest reset mail to an address, as the simulated outbox holds it. */
export const lastResetLink = (address: string): string => {
  const link = outbox
    .all()
    .filter((mail) => mail.to === address && mail.kind === 'reset')
    .at(-1)?.link;
  if (link === undefined || link === null) throw new Error(`no reset mail to ${address}`);
  return link;
};
