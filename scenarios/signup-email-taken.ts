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
  description:
    'A visitor signs up with addresses that already own accounts: the early check says both are taken; signing up with the active free@sim.test is refused with email_taken (the app offers login), with deleted@sim.test, pending deletion, with account_pending_deletion (the app offers reactivation). A new address is free and signs up.',
  steps: [
    {
      title: 'the e-mail check on blur says both addresses are taken, whatever their case',
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
      title: 'signing up with the active account’s address is refused with email_taken',
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
      title: 'signing up with the address of an account pending deletion offers reactivation instead',
      run: async ({ client, expect }) => {
        expect(await signUp(client, 'Deleted@sim.test')).toMatchObject({
          status: 409,
          body: { error: { code: 'account_pending_deletion' } },
        });
      },
    },
    {
      title: 'neither refusal touched the existing accounts: free still logs in with its own password',
      run: async ({ login, expect }) => {
        expect(await login('free@sim.test', 'Passw0rd!')).toMatchObject({
          status: 200,
          body: { user: { email: 'free@sim.test' } },
        });
      },
    },
    {
      title: 'a new address is free, and signs up',
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
