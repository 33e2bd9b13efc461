import type { components } from '../generated/schema';
import { answerOf, idempotencyKey } from './api-client';
import { defineScenario } from './scenario';

const signup: components['schemas']['SignupRequest'] = {
  email: 'came.for.one@example.com',
  name: 'CameForOne',
  password: 'correct-horse-42',
  date_of_birth: '1991-03-09',
  signup_message: '',
};

/**
 * The profile the campaign showed, for the steps after the first. Every run starts at the first
 * step from a reset simulation, which sets it afresh.
 */
const campaign = { profile: 0, name: '' };

const notFound = { status: 404, body: { error: { code: 'not_found' } } };

export default defineScenario({
  name: 'member-landing-signup-opens-that-profile',
  area: 'visitors',
  rules: ['member-landing-pages', 'visitor-photos-need-login', 'visitor-signup-and-login', 'not-found-page'],
  description:
    "A campaign link to one profile shows that profile to the visitor, and after signup the new member can write to it at once. As a visitor open /members/{id}/landing2/weekend (the id of a profile of the campaign): the campaign's wording and the profile with one photo at most. An unknown campaign or profile shows the 404 page. Sign up from the page: the app opens that profile, and Message starts the conversation.",
  steps: [
    {
      title: 'as a visitor open a campaign link to a profile: the campaign and the profile are known',
      run: async ({ client, expect }) => {
        const { data, response } = await client.GET('/api/landing.php', {
          params: { query: { name: 'alonetonight', slug: 'weekend', lang: 'en' } },
        });
        expect(response.status).toBe(200);
        const [first] = data?.landing.profiles ?? [];
        if (first === undefined) throw new Error('the campaign shows no profiles');
        campaign.profile = first.id;
        campaign.name = first.name;
        expect(data?.landing.title).toBe('Plans for the weekend?');
      },
    },
    {
      title: 'the profile shows as visitors see it: one photo at most, no relation',
      run: async ({ client, expect }) => {
        const { data, response } = await client.GET('/api/member.php', {
          params: { query: { id: campaign.profile } },
        });
        expect(response.status).toBe(200);
        expect(data?.profile.name).toBe(campaign.name);
        expect((data?.photos.length ?? 0) <= 1).toBe(true);
        expect(data?.relation).toMatchObject({ liked: false, match: false, conversation_id: null });
      },
    },
    {
      title: 'open an unknown campaign and an unknown profile: the 404 page',
      run: async ({ client, expect }) => {
        expect(
          await answerOf(
            client.GET('/api/landing.php', { params: { query: { name: 'alonetonight', slug: 'no-such' } } }),
          ),
        ).toMatchObject(notFound);
        expect(
          await answerOf(client.GET('/api/member.php', { params: { query: { id: 987_654 } } })),
        ).toMatchObject(notFound);
      },
    },
    {
      title: 'sign up from the page: a member at once',
      run: async ({ client, expect }) => {
        expect(await answerOf(client.POST('/api/signup.php', { body: signup }))).toMatchObject({
          status: 201,
          body: { user: { email: signup.email } },
        });
        const { data } = await client.GET('/api/user.php');
        expect(data?.user.email).toBe(signup.email);
      },
    },
    {
      title: 'the app opens that profile; press Message and write: the conversation starts',
      run: async ({ client, expect }) => {
        const { data, response } = await client.GET('/api/member.php', {
          params: { query: { id: campaign.profile } },
        });
        expect(response.status).toBe(200);
        expect(data?.relation.conversation_id).toBe(null);
        expect(
          await answerOf(
            client.POST('/api/chat.php', {
              body: { profile_id: campaign.profile },
              params: { header: { 'Idempotency-Key': idempotencyKey('landing-first-chat') } },
            }),
          ),
        ).toMatchObject({ status: 201 });
        const { data: chats } = await client.GET('/api/chats.php');
        expect(chats?.chats.some((chat) => chat.profile.id === campaign.profile)).toBe(true);
      },
    },
  ],
});
