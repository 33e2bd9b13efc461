import { timeBonusModalDelayMs } from '../src/domain/checkout';
import {
  formatCountdown,
  timeBonusCode,
  timeBonusPercent,
  timeBonusSeconds,
  timeBonusSecondsLeft,
} from '../src/domain/time-bonus';
import type { ApiClient } from './api-client';
import { discountCodeOf } from './money-calls';
import { defineScenario } from './scenario';

const modalDelaySeconds = timeBonusModalDelayMs / 1000;
/** new@sim.test signed up an hour ago: this much of the bonus is left when the tester logs in. */
const leftAtLogin = timeBonusSeconds - 3600;
/** The server's `Date` names whole seconds and a step takes a moment: the countdown may be off by this. */
const slackSeconds = 5;

/** The member and the server's time of the answer (its `Date` header, the simulation's clock). */
const memberNow = async (client: ApiClient) => {
  const { data, response } = await client.GET('/api/user.php');
  if (data === undefined) throw new Error('nobody is logged in');
  const date = response.headers.get('Date');
  if (date === null) throw new Error('the answer has no Date header');
  return { user: data.user, nowMs: Date.parse(date) };
};

const within = (actual: number, expected: number) => Math.abs(actual - expected) <= slackSeconds;

export default defineScenario({
  name: 'time-bonus-modal-after-40-seconds',
  area: 'money',
  rules: [
    'time-bonus-modal-after-40-seconds',
    'time-bonus-eligibility',
    'time-bonus-code',
    'premium-no-time-bonus',
  ],
  description: `The time-bonus modal opens ${String(modalDelaySeconds)} s into the members area for a new member with no credits, once. Log in as new@sim.test (signed up an hour ago, 0 credits): the time bonus countdown shows about ${formatCountdown(leftAtLogin)} and ticks every second. Stay in the members area (search, chats, likes): ${String(modalDelaySeconds)} s after entering it the modal "Your time bonus: ${String(timeBonusPercent)}% off" opens, saying "For the first ${String(timeBonusSeconds / 3600)} hours after you signed up …", with the time left (about ${formatCountdown(leftAtLogin - modalDelaySeconds)}), "Get ${String(timeBonusPercent)}% off" and "Not now". Press "Not now", then reload and wait ${String(modalDelaySeconds)} s again: the modal stays away (the dismissal is remembered), while the countdown keeps running. Log in as free@sim.test (0 credits but signed up long ago) or premium@sim.test (paid): no countdown and no modal.`,
  steps: [
    {
      title:
        'log in as new@sim.test: 0 credits, not paid, signed up less than 4 hours ago — the time bonus applies',
      run: async ({ login, client, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        const { user, nowMs } = await memberNow(client);
        expect(user).toMatchObject({ credits: 0, paid_user: false });
        const sinceSignup = (nowMs - Date.parse(user.signup_date)) / 1000;
        expect(sinceSignup >= 0 && sinceSignup < timeBonusSeconds).toBe(true);
        expect(within(timeBonusSecondsLeft(user, nowMs), leftAtLogin)).toBe(true);
      },
    },
    {
      title: `the active discount is ${timeBonusCode}, ${String(timeBonusPercent)} %, ending ${String(timeBonusSeconds)} s after signup: the countdown starts at about ${formatCountdown(leftAtLogin)}`,
      run: async ({ client, expect }) => {
        const { user, nowMs } = await memberNow(client);
        const answer = await discountCodeOf(client);
        expect(answer).toMatchObject({
          status: 200,
          body: {
            discount_code: {
              code: timeBonusCode,
              value_percentage: timeBonusPercent,
              status: 'active',
              validity: 'once-per-user',
              expired: false,
            },
          },
        });
        if (answer.body === undefined || !('discount_code' in answer.body)) throw new Error('no code');
        const expires = answer.body.discount_code?.expires;
        if (expires == null) throw new Error(`${timeBonusCode} has no end`);
        expect(Date.parse(expires)).toBe(Date.parse(user.signup_date) + timeBonusSeconds * 1000);
        expect(within((Date.parse(expires) - nowMs) / 1000, leftAtLogin)).toBe(true);
      },
    },
    {
      title: `wait ${String(modalDelaySeconds)} s in the members area: the modal opens, still 0 credits, still ${timeBonusCode}, about ${formatCountdown(leftAtLogin - modalDelaySeconds)} left`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(modalDelaySeconds);
        const { user, nowMs } = await memberNow(client);
        expect(user).toMatchObject({ credits: 0, paid_user: false });
        expect(within(timeBonusSecondsLeft(user, nowMs), leftAtLogin - modalDelaySeconds)).toBe(true);
        expect(await discountCodeOf(client)).toMatchObject({
          body: { discount_code: { code: timeBonusCode, status: 'active' } },
        });
      },
    },
    {
      title:
        'log in as free@sim.test (0 credits, signed up long ago): no time bonus, so no countdown and no modal',
      run: async ({ login, client, expect }) => {
        expect((await login('free@sim.test', 'Passw0rd!')).status).toBe(200);
        const { user, nowMs } = await memberNow(client);
        expect(user).toMatchObject({ credits: 0, paid_user: false });
        expect(timeBonusSecondsLeft(user, nowMs)).toBe(0);
        const answer = await discountCodeOf(client);
        expect(answer.status).toBe(200);
        const active =
          answer.body !== undefined && 'discount_code' in answer.body ? answer.body.discount_code : null;
        expect(active?.code === timeBonusCode).toBe(false);
      },
    },
    {
      title: 'log in as premium@sim.test (paid): no time bonus either',
      run: async ({ login, client, expect }) => {
        expect((await login('premium@sim.test', 'Passw0rd!')).status).toBe(200);
        const { user, nowMs } = await memberNow(client);
        expect(user.paid_user).toBe(true);
        expect(timeBonusSecondsLeft(user, nowMs)).toBe(0);
        expect(await discountCodeOf(client)).toMatchObject({
          status: 200,
          body: { discount_code: null },
        });
      },
    },
  ],
});
