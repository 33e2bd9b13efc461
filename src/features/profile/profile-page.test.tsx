import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.profile;

beforeAll(async () => {
  await import('./profile-page');
}, 30_000);

const ownProfile = async () => {
  const { data } = await simulationClient().GET('/api/profile.php');
  if (data === undefined) throw new Error('no own profile');
  return data;
};

const openProfile = async () => {
  const view = await renderApp({ path: '/profile' });
  await screen.findByRole('heading', { level: 1, name: LL.routes.profile() });
  const about = await screen.findByRole('form', { name: t.sections.about() });
  return { ...view, about };
};

const aboutMe = (about: HTMLElement) =>
  within(about).getByRole('textbox', { name: LL.signupSteps.aboutMe() });

describe('/profile', () => {
  it('sums the profile up: name, age, how complete, and the way to see it as others do', async () => {
    await loginAs('free');
    const own = await ownProfile();
    await openProfile();
    expect(
      screen.getByText(LL.memberView.nameAndAge({ name: own.profile.name, age: own.profile.age })),
    ).toBeVisible();
    expect(screen.getByText(t.summary.completion({ percent: own.completion }))).toBeVisible();
    expect(screen.getByRole('link', { name: t.summary.viewAsOthers() })).toHaveAttribute(
      'href',
      `/members/${String(own.profile.id)}`,
    );
  });

  it('saves the changed fields, the interests and the texts, and says so', async () => {
    await loginAs('free');
    const { user, about } = await openProfile();
    await user.click(
      within(about).getByRole('button', { name: new RegExp(`${LL.signupSteps.aboutBodyType()}$`) }),
    );
    await user.click(await screen.findByRole('option', { name: LL.signupSteps.aboutBodyTypes.athletic() }));
    const interests = within(about).getByRole('group', { name: t.about.interests() });
    await user.click(await within(interests).findByRole('checkbox', { name: 'Hiking' }));
    await user.clear(aboutMe(about));
    await user.type(aboutMe(about), '  Weekend hiker <b>and</b> cook.  ');
    await user.click(within(about).getByRole('button', { name: t.about.save() }));
    await screen.findByText(t.about.saved());
    const { profile } = await ownProfile();
    expect(profile.body_type).toBe('athletic');
    expect(profile.interests).toContain('hiking');
    expect(profile.about_me).toBe('Weekend hiker <b>and</b> cook.');
  });

  it('refuses a text over its limit at the field, sends nothing and keeps the text', async () => {
    await loginAs('free');
    const { user, about } = await openProfile();
    const before = simulation.log().filter((entry) => entry.operationId === 'saveProfile').length;
    const long = 'x'.repeat(2001);
    await user.click(aboutMe(about));
    await user.paste(long);
    await user.click(within(about).getByRole('button', { name: t.about.save() }));
    expect(await within(about).findByText(LL.form.tooLong({ max: 2000 }))).toBeVisible();
    expect(aboutMe(about)).toHaveValue(`${(await ownProfile()).profile.about_me ?? ''}${long}`);
    expect(simulation.log().filter((entry) => entry.operationId === 'saveProfile')).toHaveLength(before);
  });

  it('keeps what was typed when the save fails, with the reason', async () => {
    await loginAs('free');
    const { user, about } = await openProfile();
    simulation.fault({ operationId: 'saveProfile', status: 500 });
    await user.clear(aboutMe(about));
    await user.type(aboutMe(about), 'Still here after a failure');
    await user.click(within(about).getByRole('button', { name: t.about.save() }));
    expect(await within(about).findByText(LL.apiErrors.server_error())).toBeVisible();
    expect(aboutMe(about)).toHaveValue('Still here after a failure');
    simulation.clearFaults();
  });

  it('says there is nothing to save when nothing changed', async () => {
    await loginAs('free');
    const { user, about } = await openProfile();
    await user.click(within(about).getByRole('button', { name: t.about.save() }));
    await waitFor(() => {
      expect(within(about).getByText(t.about.unchanged())).toBeVisible();
    });
  });
});
