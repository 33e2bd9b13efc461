import { signUp, validSignup } from './account-calls';
import { defineScenario } from './scenario';

const refusedField = (field: string, reason: string) => ({
  status: 400,
  body: { error: { code: 'validation', fields: { [field]: reason } } },
});

export default defineScenario({
  name: 'signup-invalid-fields-refused',
  area: 'accounts',
  rules: ['email-valid', 'username-not-email', 'username-not-starting-with-at'],
  description: `A signup with an invalid e-mail address or a username that is the e-mail address or starts with @ is refused, naming the field, and creates no account. As a visitor (logged out) open Sign up and fill in the form; type "anna87@example" as the e-mail address and press Sign up: the form says "Invalid email". Type ${validSignup.email} as the e-mail and also as the username: the username is refused; type "@Anna87" as the username: refused too. With the username ${validSignup.name} the same form signs up.`,
  steps: [
    {
      title: 'as a visitor, sign up with the e-mail address "anna87@example": refused, "Invalid email"',
      run: async ({ client, expect }) => {
        expect(await signUp(client, { email: 'anna87@example' })).toMatchObject(
          refusedField('email', 'invalid_email'),
        );
      },
    },
    {
      title: `type ${validSignup.email} as the username too: refused, the username may not be the e-mail address`,
      run: async ({ client, expect }) => {
        expect(await signUp(client, { name: validSignup.email })).toMatchObject(
          refusedField('name', 'username_equals_email'),
        );
      },
    },
    {
      title: 'type "@Anna87" as the username: refused, a username may not start with @',
      run: async ({ client, expect }) => {
        expect(await signUp(client, { name: '@Anna87' })).toMatchObject(
          refusedField('name', 'username_starts_with_at'),
        );
      },
    },
    {
      title: `none of these made an account; with the username ${validSignup.name} the form signs up`,
      run: async ({ client, expect }) => {
        const { data } = await client.GET('/api/email-available.php', {
          params: { query: { email: validSignup.email } },
        });
        expect(data?.available).toBe(true);
        expect(await signUp(client)).toMatchObject({
          status: 201,
          body: { user: { email: validSignup.email, profile: { name: validSignup.name } } },
        });
      },
    },
  ],
});
