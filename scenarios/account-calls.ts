import type { operations } from '../generated/schema';
import { answerOf, idempotencyKey, type ApiClient } from './api-client';

// The accounts slice as the signup form, the settings page and the links in e-mails call it.
// Scenarios about signup checks, activation, passwords and e-mail addresses go through these.

type SignupRequest = operations['signup']['requestBody']['content']['application/json'];

/** The signup form as a visitor fills it in correctly; a scenario changes the field it is about. */
export const validSignup: SignupRequest = {
  email: 'anna87@example.com',
  name: 'Anna87',
  password: 'correct-horse-42',
  date_of_birth: '1987-05-14',
  signup_message: 'Looking for someone to share weekends with.',
};

/** One press of "Sign up" with the form changed as given. */
export const signUp = (client: ApiClient, changes: Partial<SignupRequest> = {}) =>
  answerOf(
    client.POST('/api/signup.php', {
      body: { ...validSignup, ...changes },
      params: { header: { 'Idempotency-Key': idempotencyKey('signup') } },
    }),
  );

/** The token of a link the site mailed (activation, reset, e-mail change); throws when there is none. */
export const tokenOf = (link: string | undefined): string => {
  const token = new URL(link ?? '', 'http://sim.test').searchParams.get('token');
  if (token === null) throw new Error(`no mailed link with a token: ${String(link)}`);
  return token;
};

/** Opening the activation link: the app posts its token. */
export const activate = (client: ApiClient, token: string) =>
  answerOf(client.POST('/api/activate.php', { body: { token } }));

/** "Forgot your password?": a reset link mailed to the address. */
export const requestReset = (client: ApiClient, email: string) =>
  answerOf(
    client.POST('/api/password-reset.php', {
      body: { email },
      params: { header: { 'Idempotency-Key': idempotencyKey('reset') } },
    }),
  );

/** The reset page's form: the new password twice. */
export const setNewPassword = (client: ApiClient, token: string, password: string, confirmation: string) =>
  answerOf(
    client.PUT('/api/password-reset.php', { body: { token, password, password_confirmation: confirmation } }),
  );

/** Settings → Change password. */
export const changePassword = (client: ApiClient, oldPassword: string, newPassword: string) =>
  answerOf(
    client.PUT('/api/password.php', { body: { old_password: oldPassword, new_password: newPassword } }),
  );

/** Settings → Change e-mail: the new address and the password. */
export const requestMailChange = (client: ApiClient, newEmail: string, password: string) =>
  answerOf(
    client.POST('/api/mail-change.php', {
      body: { new_email: newEmail, password },
      params: { header: { 'Idempotency-Key': idempotencyKey('mail-change') } },
    }),
  );

/** Opening the confirmation link mailed to the new address. */
export const confirmMailChange = (client: ApiClient, token: string) =>
  answerOf(client.PUT('/api/mail-change.php', { body: { token } }));

/** The logged-in user as GET /api/user.php answers it, or the refusal. */
export const userAnswer = (client: ApiClient) => answerOf(client.GET('/api/user.php'));

/** The date of birth of someone who turns `years` old `days` days after `nowMs` (negative: ago). */
export const birthdayTurning = (years: number, days: number, nowMs: number): string => {
  const date = new Date(nowMs + days * 24 * 60 * 60 * 1000);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
};
