import type { ComplaintRequest } from '../generated/model';
import { answerOf, idempotencyKey, outcomeOf, type ApiClient } from './api-client';
import { defineScenario } from './scenario';

/** A profile of the seed the complaint can be about. */
const profileId = 121;

const complaint: ComplaintRequest = {
  name: 'Anna Smith',
  email: 'anna@example.com',
  subject: 'abuse',
  message: 'This member sent me offensive messages.',
  profile_id: profileId,
};

/**
 * The key the complaints form keeps for one complaint until it is answered. A module constant is
 * safe: every run of the scenario starts from a reset simulation, which forgets used keys.
 */
const firstKey = idempotencyKey('complaint-submitted');

/** One press of Send in the complaints form, with the key the form holds for that complaint. */
const submit = (client: ApiClient, body: ComplaintRequest, key = idempotencyKey('complaint')) =>
  client.POST('/api/complaints.php', { body, params: { header: { 'Idempotency-Key': key } } });

const complaintId = (body: unknown): number =>
  typeof body === 'object' && body !== null && 'complaint_id' in body && typeof body.complaint_id === 'number'
    ? body.complaint_id
    : 0;

/** What the steps learn, for the steps after them; every run starts at the first step afresh. */
const filed = { id: 0 };

export default defineScenario({
  name: 'complaint-submitted',
  area: 'visitors',
  rules: ['complaints-form', 'retried-write-acts-once'],
  description:
    'Anyone can file a complaint from the footer and gets a reference; a resent complaint is filed once. As a visitor open Complaints, fill in name, e-mail, subject and message about a profile and send; the connection drops after the server filed it, and the app sends it again: the same reference. Invalid fields are named; an unknown profile is refused; a sixth complaint within the hour asks to wait, and is taken once the clock has moved an hour in the cockpit. Log in as free@sim.test: a complaint is filed under the account.',
  faults: [{ operationId: 'submitComplaint', loseAnswer: 'drop', once: true }],
  steps: [
    {
      title:
        'as a visitor send a complaint about a profile; the answer is lost and the app sends it again: the same reference',
      run: async ({ client, expect }) => {
        expect(await outcomeOf(submit(client, complaint, firstKey))).toBe('connection lost');
        const again = await answerOf(submit(client, complaint, firstKey));
        expect(again.status).toBe(201);
        filed.id = complaintId(again.body);
        expect(filed.id > 0).toBe(true);
        // A complaint of its own (a new key) gets the next reference: the first was filed once.
        const next = await answerOf(submit(client, { ...complaint, subject: 'other' }));
        expect(next).toMatchObject({ status: 201, body: { complaint_id: filed.id + 1 } });
      },
    },
    {
      title:
        'send one with invalid fields, then one about an unknown profile: each refused, naming the field',
      run: async ({ client, expect }) => {
        expect(await answerOf(submit(client, { ...complaint, message: '' }))).toMatchObject({
          status: 400,
          body: { error: { code: 'validation', fields: { message: 'too_short' } } },
        });
        expect(
          await answerOf(submit(client, { ...complaint, message: 'x'.repeat(10_000), email: 'anna@' })),
        ).toMatchObject({
          status: 400,
          body: { error: { code: 'validation', fields: { message: 'too_long', email: 'invalid_email' } } },
        });
        expect(await answerOf(submit(client, { ...complaint, profile_id: 99_999 }))).toMatchObject({
          status: 404,
          body: { error: { code: 'not_found' } },
        });
      },
    },
    {
      title:
        'send complaints until the sixth within the hour: asked to wait; move the clock an hour in the cockpit: taken',
      run: async ({ client, advanceClock, expect }) => {
        // Two are filed already; three more make five within the hour.
        for (let count = 0; count < 3; count += 1) {
          expect((await answerOf(submit(client, complaint))).status).toBe(201);
        }
        const refused = await answerOf(submit(client, complaint));
        expect(refused).toMatchObject({ status: 429, body: { error: { code: 'rate_limited' } } });
        const wait =
          refused.body !== undefined && 'error' in refused.body ? (refused.body.error.retry_after ?? 0) : 0;
        expect(wait > 0 && wait <= 3600).toBe(true);
        await advanceClock(wait + 1);
        expect((await answerOf(submit(client, complaint))).status).toBe(201);
      },
    },
    {
      title: 'log in as free@sim.test and send a complaint: filed under the account',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const answer = await answerOf(
          submit(client, {
            name: 'Free Member',
            email: 'free@sim.test',
            subject: 'billing',
            message: 'I was charged twice for one bundle.',
          }),
        );
        expect(answer.status).toBe(201);
        expect(complaintId(answer.body) > filed.id).toBe(true);
      },
    },
  ],
});
