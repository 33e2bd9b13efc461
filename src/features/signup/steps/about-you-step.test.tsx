import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simulation } from '../../../../mocks/control';
import { server } from '../../../../mocks/node';
import { translations } from '../../../../tests/utils/i18n';
import { renderApp } from '../../../../tests/utils/render-app';
import { loginAs, persona } from '../../../../tests/utils/simulation';
import { signupProgress } from '../signup-progress';

const LL = translations('en');
const t = LL.signupSteps;

// The page is a lazy chunk: compile it once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await import('../complete-signup-page');
}, 30_000);

/** The bodies of the profile saves the simulation received, as sent. */
let savedBodies: unknown[] = [];

const recordSave = ({ request }: { request: Request }) => {
  if (request.method === 'PUT' && new URL(request.url).pathname === '/api/profile.php') {
    void request
      .clone()
      .json()
      .then((body: unknown) => savedBodies.push(body));
  }
};

beforeEach(() => {
  savedBodies = [];
  server.events.on('request:start', recordSave);
});

afterEach(() => {
  server.events.removeListener('request:start', recordSave);
  signupProgress.reset();
});

const saves = () => simulation.log().filter((entry) => entry.operationId === 'saveProfile');

const openAboutYouStep = async () => {
  await loginAs('new');
  signupProgress.update({ step: 3 });
  const view = await renderApp({ path: '/complete-signup' });
  await screen.findByRole('heading', { level: 2, name: t.aboutTitle() });
  return view;
};

const select = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });
const aboutMe = () => screen.getByRole('textbox', { name: t.aboutMe() });

describe('the about-you step', () => {
  it('starts from what the profile holds, with translated choices', async () => {
    await openAboutYouStep();
    expect(screen.getByText(t.aboutWhy())).toBeVisible();
    expect(select(t.aboutGender())).toHaveTextContent(t.aboutGenders.male());
    expect(select(t.aboutHairColor())).toHaveTextContent(t.aboutHairColors.brown());
    expect(select(t.aboutTattoos())).toHaveTextContent(t.aboutTattooOptions.none());
    expect(aboutMe()).toHaveValue(persona('new').aboutMe);
  });

  it('sends only what the member changed, and moves on to notifications', async () => {
    const { user } = await openAboutYouStep();
    await user.click(select(t.aboutBodyType()));
    await user.click(await screen.findByRole('option', { name: t.aboutBodyTypes.athletic() }));
    await user.clear(aboutMe());
    await user.paste('  Hi 👋 <script>alert(1)</script> مرحبا  ');
    await user.click(screen.getByRole('button', { name: t.aboutSave() }));

    expect(await screen.findByRole('heading', { level: 2, name: t.pushTitle() })).toBeVisible();
    expect(savedBodies).toEqual([
      { body_type: 'athletic', about_me: 'Hi 👋 <script>alert(1)</script> مرحبا' },
    ]);
    expect(persona('new')).toMatchObject({
      bodyType: 'athletic',
      tattoos: 'none',
      gender: 'male',
      aboutMe: 'Hi 👋 <script>alert(1)</script> مرحبا',
    });
  });

  it('moves on without a request when nothing changed', async () => {
    const { user } = await openAboutYouStep();
    await user.click(screen.getByRole('button', { name: t.aboutSave() }));
    await screen.findByRole('heading', { level: 2, name: t.pushTitle() });
    expect(saves()).toHaveLength(0);
  });

  it('counts the characters and refuses more than 2000 without cutting the text', async () => {
    const { user } = await openAboutYouStep();
    await user.clear(aboutMe());
    await user.click(aboutMe());
    await user.paste('a'.repeat(2001));
    expect(aboutMe()).toHaveAccessibleDescription(
      new RegExp(LL.form.characterCount({ count: 2001, max: 2000 })),
    );
    await user.tab();
    expect(aboutMe()).toBeInvalid();
    expect(aboutMe()).toHaveAccessibleDescription(/Use at most 2000 characters/);
    await user.click(screen.getByRole('button', { name: t.aboutSave() }));
    expect(aboutMe()).toHaveFocus();
    expect(aboutMe()).toHaveValue('a'.repeat(2001));
    expect(saves()).toHaveLength(0);
  });

  it('takes 10,000 pasted characters without a crash and without cutting them', async () => {
    const { user } = await openAboutYouStep();
    await user.clear(aboutMe());
    await user.click(aboutMe());
    await user.paste('x'.repeat(10_000));
    await user.click(screen.getByRole('button', { name: t.aboutSave() }));
    expect(aboutMe()).toHaveValue('x'.repeat(10_000));
    expect(aboutMe()).toHaveAccessibleDescription(/Use at most 2000 characters/);
    expect(saves()).toHaveLength(0);
  });

  it('keeps every choice and the text when saving fails', async () => {
    const { user } = await openAboutYouStep();
    simulation.fault({ operationId: 'saveProfile', status: 500, code: 'server_error' });
    await user.click(select(t.aboutEyeColor()));
    await user.click(await screen.findByRole('option', { name: t.aboutEyeColors.green() }));
    await user.clear(aboutMe());
    await user.paste('Still here');
    await user.click(screen.getByRole('button', { name: t.aboutSave() }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    expect(alert.closest('[data-form-error]')).toHaveFocus();
    expect(select(t.aboutEyeColor())).toHaveTextContent(t.aboutEyeColors.green());
    expect(aboutMe()).toHaveValue('Still here');
    expect(persona('new').eyeColor).toBe('blue');
  });

  it('skips to notifications without saving', async () => {
    const { user } = await openAboutYouStep();
    await user.click(screen.getByRole('button', { name: t.skip() }));
    expect(await screen.findByRole('heading', { level: 2, name: t.pushTitle() })).toHaveFocus();
    expect(saves()).toHaveLength(0);
  });
});
