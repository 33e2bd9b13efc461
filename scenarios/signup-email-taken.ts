import { answerOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

/** A complete, valid signup but for its address, which an existing account already owns. */
const signUp = (client: ApiClient, email: string) =>
  answerOf(
    client.POST('/api/signup.php', {
      body: {
        email,
        name: 'NewHere87',
        password: 'correct-horse-42',
        date_of_birth: '1987-05-14',
        signup_message: 'Looking for someone to share weekends with.',
      },
    }),
  );

const checkEmail = (client: ApiClient, email: string) =>
  answerOf(client.GET('/api/email-available.php', { params: { query: { email } } }));

export default defineScenario({
  name: 'signup-email-taken',
  area: 'accounts',
  rules: [
    'email-not-taken',
    'signup-existing-account-offers-login',
    'signup-pending-deletion-offers-reactivation',
    'signups-open',
    'visitor-signup-and-login',
  ],
  description:
    'An address that already owns an account cannot sign up again: the app offers login for an active account and reactivation for one pending deletion. As a visitor open Sign up and type free@sim.test, then leave the field: "This email address already owns an account on this website" (the same for deleted@sim.test). Press Sign up with free@sim.test: refused, with a link to log in; with deleted@sim.test: refused, offering reactivation by e-mail or customer service. free@sim.test still logs in with Passw0rd!. A new address signs up.',
  steps: [
    {
      title:
        'as a visitor type free@sim.test, then Deleted@Sim.test, in the signup form and leave the field: both already own an account',
      run: async ({ client, expect }) => {
        for (const email of ['free@sim.test', 'Deleted@Sim.test']) {
          expect(await checkEmail(client, email)).toMatchObject({
            status: 200,
            body: { available: false },
          });
        }
      },
    },
    {
      title:
        'press Sign up with free@sim.test: "This email address already owns an account on this website", with a link to log in',
      run: async ({ client, expect }) => {
        expect(await signUp(client, 'free@sim.test')).toMatchObject({
          status: 409,
          body: {
            error: {
              code: 'email_taken',
              message: 'This email address already owns an account on this website',
            },
          },
        });
      },
    },
    {
      title: 'press Sign up with deleted@sim.test (pending deletion): refused, offering reactivation instead',
      run: async ({ client, expect }) => {
        expect(await signUp(client, 'Deleted@sim.test')).toMatchObject({
          status: 409,
          body: { error: { code: 'account_pending_deletion' } },
        });
      },
    },
    {
      title: 'log in as free@sim.test with Passw0rd!: the refusals changed nothing',
      run: async ({ login, expect }) => {
        expect(await login('free@sim.test', 'Passw0rd!')).toMatchObject({
          status: 200,
          body: { user: { email: 'free@sim.test' } },
        });
      },
    },
    {
      title: 'sign up with new.here@example.com: the address is free, and the account is created',
      run: async ({ client, expect }) => {
        expect(await checkEmail(client, 'new.here@example.com')).toMatchObject({
          status: 200,
          body: { available: true },
        });
        expect(await signUp(client, 'new.here@example.com')).toMatchObject({
          status: 201,
          body: { user: { email: 'new.here@example.com', status: 'not_confirmed' } },
        });
      },
    },
  ],
});
