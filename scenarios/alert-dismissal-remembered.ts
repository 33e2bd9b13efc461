import { dismissalPeriodMs, isAlertHidden } from '../src/domain/alert-dismissals';
import { currentUser } from './push-calls';
import { defineScenario } from './scenario';

const day = 24 * 60 * 60;
const photoPeriodDays = (dismissalPeriodMs.profile_photo ?? 0) / 1000 / day;

/** The server's time of the answer (its `Date` header, the simulation's clock), in ms. */
const serverNow = async (fetchUser: () => Promise<{ response: Response }>) => {
  const date = (await fetchUser()).response.headers.get('Date');
  if (date === null) throw new Error('the answer has no Date header');
  return Date.parse(date);
};

let dismissedAtMs = 0;

export default defineScenario({
  name: 'alert-dismissal-remembered',
  area: 'notifications',
  rules: ['alert-dismissal-remembered', 'enrich-profile-alert'],
  description: `A dismissed alert stays hidden; the photo reminder comes back after ${String(photoPeriodDays)} days. Log in as new@sim.test (no photo, mail bouncing, push not on): the alerts under the top bar offer one thing at a time — "We have stopped sending you e-mails" first. Close it: reload, log out and in — it stays closed (the time is kept on this device for this member). Next the photo reminder shows; close it, and the push offer shows; close that too. Move the clock ${String(photoPeriodDays)} days in the cockpit: the photo reminder comes back; the e-mail notice and the push offer stay closed for good.`,
  steps: [
    {
      title:
        'log in as new@sim.test: no photo, mail bounces, push is off — the three alerts apply, shown one at a time',
      run: async ({ login, client, reportMailProblem, expect }) => {
        expect((await login('new@sim.test', 'Passw0rd!')).status).toBe(200);
        await reportMailProblem('new@sim.test', 'bounce');
        expect(await currentUser(client)).toMatchObject({
          notifications_disabled: ['bounce'],
          push_subscribed: false,
          profile: { main_image: null },
        });
      },
    },
    {
      title: 'close each alert: it stays closed after a reload, and a day later',
      run: async ({ client, advanceClock, expect }) => {
        dismissedAtMs = await serverNow(() => client.GET('/api/user.php'));
        for (const alert of ['notifications_disabled', 'profile_photo', 'push'] as const)
          expect(isAlertHidden(alert, dismissedAtMs, dismissedAtMs + 1000)).toBe(true);
        await advanceClock(day);
        const later = await serverNow(() => client.GET('/api/user.php'));
        for (const alert of ['notifications_disabled', 'profile_photo', 'push'] as const)
          expect(isAlertHidden(alert, dismissedAtMs, later)).toBe(true);
      },
    },
    {
      title: `move the clock ${String(photoPeriodDays)} days in the cockpit: the photo reminder is back, the others stay closed`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock(photoPeriodDays * day);
        const later = await serverNow(() => client.GET('/api/user.php'));
        expect(isAlertHidden('profile_photo', dismissedAtMs, later)).toBe(false);
        expect(isAlertHidden('notifications_disabled', dismissedAtMs, later)).toBe(true);
        expect(isAlertHidden('push', dismissedAtMs, later)).toBe(true);
        expect(await currentUser(client)).toMatchObject({ notifications_disabled: ['bounce'] });
      },
    },
  ],
});
