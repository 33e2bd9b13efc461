import { minimumAge } from '../src/domain/limits';
import { birthdayTurning, signUp } from './account-calls';
import { defineScenario } from './scenario';

/** Someone who turns the minimum age in two days; the margin keeps the day of the server's clock. */
const daysToBirthday = 2;
/** The date of birth the steps use, set when the scenario runs (the docs stay the same every day). */
const run = { dateOfBirth: '' };

export default defineScenario({
  name: 'signup-under-minimum-age-refused',
  area: 'accounts',
  rules: ['date-of-birth-minimum-age', 'date-of-birth-valid'],
  description: `A signup with a date of birth that is not a real date, or of someone younger than ${String(minimumAge)}, is refused. As a visitor open Sign up and fill in the form with the date of birth 30 February 2001 and press Sign up: "Invalid date of birth". Enter the date of someone who turns ${String(minimumAge)} in ${String(daysToBirthday)} days: "Enter your date of birth (${String(minimumAge)}+)". Move the clock ${String(daysToBirthday + 1)} days in the cockpit and press Sign up again: the account is created.`,
  steps: [
    {
      title: 'as a visitor, sign up with the date of birth 2001-02-30: refused, "Invalid date of birth"',
      run: async ({ client, expect }) => {
        expect(await signUp(client, { date_of_birth: '2001-02-30' })).toMatchObject({
          status: 400,
          body: { error: { code: 'validation', fields: { date_of_birth: 'invalid_date' } } },
        });
      },
    },
    {
      title: `sign up as someone who turns ${String(minimumAge)} in ${String(daysToBirthday)} days: refused, "Enter your date of birth (${String(minimumAge)}+)"`,
      run: async ({ client, expect }) => {
        run.dateOfBirth = birthdayTurning(minimumAge, daysToBirthday, Date.now());
        expect(await signUp(client, { date_of_birth: run.dateOfBirth })).toMatchObject({
          status: 400,
          body: {
            error: {
              code: 'validation',
              fields: { date_of_birth: 'too_young' },
              min_age: minimumAge,
            },
          },
        });
      },
    },
    {
      title: `move the clock ${String(daysToBirthday + 1)} days in the cockpit and press Sign up again: now ${String(minimumAge)}, the account is created`,
      run: async ({ client, advanceClock, expect }) => {
        await advanceClock((daysToBirthday + 1) * 24 * 3600);
        expect(await signUp(client, { date_of_birth: run.dateOfBirth })).toMatchObject({
          status: 201,
          body: { user: { profile: { age: minimumAge, date_of_birth: run.dateOfBirth } } },
        });
      },
    },
  ],
});
