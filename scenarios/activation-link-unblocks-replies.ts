import { personaIds } from '../mocks/seed/personas';
import { activate, signUp, tokenOf, userAnswer, validSignup } from './account-calls';
import { answerOf, idempotencyKey } from './api-client';
import { conversationWith, sendText } from './chat-calls';
import { defineScenario } from './scenario';

const run = { conversation: 0 };

export default defineScenario({
  name: 'activation-link-unblocks-replies',
  area: 'accounts',
  rules: ['activation-unblocks-replies', 'unconfirmed-blocks-replies'],
  description: `Until a new member opens the activation link, nobody can reply to them; the link lifts that. As a visitor sign up as ${validSignup.email} and write to premium@sim.test's profile "Hello!". Log in as premium@sim.test: her reply is refused, the conversation says the member has not confirmed the address. Open the activation link mailed to ${validSignup.email} (cockpit outbox): the account is active and logged in. Log in as premium@sim.test again: her reply is sent.`,
  steps: [
    {
      title: `as a visitor sign up as ${validSignup.email}: not confirmed; write "Hello!" to premium@sim.test`,
      run: async ({ client, expect }) => {
        expect(await signUp(client)).toMatchObject({
          status: 201,
          body: { user: { status: 'not_confirmed' } },
        });
        expect(
          await answerOf(
            client.POST('/api/chat.php', {
              body: { profile_id: personaIds.premium },
              params: { header: { 'Idempotency-Key': idempotencyKey('activation-start') } },
            }),
          ),
        ).toMatchObject({ status: 201 });
        run.conversation = (await conversationWith(client, personaIds.premium)).conversation.id;
        expect(await sendText(client, run.conversation, 'Hello!')).toMatchObject({ status: 201 });
      },
    },
    {
      title: 'log in as premium@sim.test and reply: refused, the member has not confirmed the address',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await sendText(client, run.conversation, 'Welcome!')).toMatchObject({
          status: 403,
          body: { error: { code: 'not_confirmed' } },
        });
      },
    },
    {
      title: `open the activation link mailed to ${validSignup.email} (cockpit outbox): active, and logged in as that member`,
      run: async ({ client, lastMailLink, expect }) => {
        expect(await activate(client, tokenOf(await lastMailLink(validSignup.email)))).toMatchObject({
          status: 200,
          body: { user: { email: validSignup.email, status: 'active' } },
        });
        expect(await userAnswer(client)).toMatchObject({ body: { user: { email: validSignup.email } } });
      },
    },
    {
      title: 'log in as premium@sim.test and reply again: sent',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        expect(await sendText(client, run.conversation, 'Welcome!')).toMatchObject({ status: 201 });
      },
    },
  ],
});
