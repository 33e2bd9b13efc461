import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { simulation } from '../../../../mocks/control';
import { configureSite } from '../../../../mocks/db/site-settings';
import { translations } from '../../../../tests/utils/i18n';
import { renderApp } from '../../../../tests/utils/render-app';
import { loginAs, persona } from '../../../../tests/utils/simulation';
import { signupProgress } from '../signup-progress';

const LL = translations('en');

// The page is a lazy chunk: compile it once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await import('../complete-signup-page');
}, 30_000);
const t = LL.signupLocation;

const saves = () => simulation.log().filter((entry) => entry.operationId === 'saveProfile');

type Answer = (success: PositionCallback, failure: PositionErrorCallback) => void;

/** A browser whose geolocation answers as the test says. */
const fakeGeolocation = (answer: Answer) => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: vi.fn(answer) },
  });
};

const at =
  (latitude: number, longitude: number): Answer =>
  (success) => {
    success({ coords: { latitude, longitude }, timestamp: 0 } as GeolocationPosition);
  };

const refused: Answer = (_success, failure) => {
  failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
};

afterEach(() => {
  signupProgress.reset();
  Reflect.deleteProperty(navigator, 'geolocation');
});

const openLocationStep = async () => {
  await loginAs('new');
  signupProgress.update({ step: 2 });
  const view = await renderApp({ path: '/complete-signup' });
  await screen.findByRole('heading', { level: 2, name: t.title() });
  // The region list arrives on its own request; its field is named by the country's word for it.
  await screen.findByRole('button', { name: new RegExp(t.regionLabels.county()) });
  return view;
};

const select = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });

const choose = async (
  user: Awaited<ReturnType<typeof openLocationStep>>['user'],
  label: string,
  option: string,
) => {
  await user.click(select(label));
  await user.click(await screen.findByRole('option', { name: option }));
};

describe('the location step', () => {
  it("starts from the member's own place, with the region named as the country names it", async () => {
    await openLocationStep();
    expect(screen.getByText(t.why())).toBeVisible();
    expect(select(t.country())).toHaveTextContent('United Kingdom');
    expect(select(t.regionLabels.county())).toHaveTextContent('West Yorkshire');
    expect(screen.getByRole('textbox', { name: t.city() })).toHaveValue('Leeds');
  });

  it('saves the chosen country and region with the city, and moves on to about you', async () => {
    const { user } = await openLocationStep();
    await choose(user, t.country(), 'Netherlands');
    // Dutch regions are provinces, and the region of the old country is gone.
    expect(select(t.regionLabels.province())).toHaveTextContent(t.choose());
    await choose(user, t.regionLabels.province(), 'Utrecht');
    await user.click(screen.getByRole('button', { name: t.save() }));

    expect(await screen.findByRole('heading', { level: 2, name: LL.signupSteps.aboutTitle() })).toBeVisible();
    expect(persona('new')).toMatchObject({ country: 'NL', region: 'Utrecht', city: 'Leeds' });
  });

  it('keeps emoji, right-to-left text and markup in the city as plain text, without the surrounding spaces', async () => {
    const { user } = await openLocationStep();
    const city = screen.getByRole('textbox', { name: t.city() });
    await user.clear(city);
    await user.type(city, '  <b>Leeds</b> 🌧 ليدز  ');
    await user.click(screen.getByRole('button', { name: t.save() }));
    await screen.findByRole('heading', { level: 2, name: LL.signupSteps.aboutTitle() });
    expect(persona('new').city).toBe('<b>Leeds</b> 🌧 ليدز');
  });

  it('refuses a city of 10,000 characters on leaving the field and on saving, without cutting it', async () => {
    const { user } = await openLocationStep();
    const city = screen.getByRole('textbox', { name: t.city() });
    await user.clear(city);
    await user.click(city);
    await user.paste('x'.repeat(10_000));
    await user.tab();
    expect(city).toBeInvalid();
    expect(city).toHaveAccessibleDescription(LL.form.tooLong({ max: 100 }));
    await user.click(screen.getByRole('button', { name: t.save() }));
    expect(city).toHaveFocus();
    expect(city).toHaveValue('x'.repeat(10_000));
    expect(saves()).toHaveLength(0);
  });

  it('fills in the place of the browser position and saves the position with it', async () => {
    fakeGeolocation(at(52.37, 4.9));
    const { user } = await openLocationStep();
    await user.click(screen.getByRole('button', { name: t.useMyLocation() }));
    expect(await screen.findByText(t.located())).toBeVisible();
    expect(select(t.country())).toHaveTextContent('Netherlands');
    expect(select(t.regionLabels.province())).toHaveTextContent('Noord-Holland');
    expect(screen.getByRole('textbox', { name: t.city() })).toHaveValue('Amsterdam');
    await user.click(screen.getByRole('button', { name: t.save() }));
    await screen.findByRole('heading', { level: 2, name: LL.signupSteps.aboutTitle() });
    expect(persona('new')).toMatchObject({
      country: 'NL',
      region: 'Noord-Holland',
      city: 'Amsterdam',
      latitude: 52.37,
      longitude: 4.9,
    });
  });

  it('says so when the member refuses the position, and leaves the fields as they were', async () => {
    fakeGeolocation(refused);
    const { user } = await openLocationStep();
    await user.click(screen.getByRole('button', { name: t.useMyLocation() }));
    expect(await screen.findByText(t.denied())).toBeVisible();
    expect(select(t.country())).toHaveTextContent('United Kingdom');
    expect(screen.getByRole('textbox', { name: t.city() })).toHaveValue('Leeds');
  });

  it('says so when the browser has no geolocation', async () => {
    const { user } = await openLocationStep();
    await user.click(screen.getByRole('button', { name: t.useMyLocation() }));
    expect(await screen.findByText(t.unsupported())).toBeVisible();
    expect(screen.getByRole('textbox', { name: t.city() })).toHaveValue('Leeds');
  });

  it('says so when there is no place at the position (at sea)', async () => {
    fakeGeolocation(at(0, -30));
    const { user } = await openLocationStep();
    await user.click(screen.getByRole('button', { name: t.useMyLocation() }));
    expect(await screen.findByText(t.unavailable())).toBeVisible();
  });

  it('keeps every value when saving fails, and saves them on the next try', async () => {
    const { user } = await openLocationStep();
    simulation.fault({ operationId: 'saveProfile', status: 500, code: 'server_error' });
    await choose(user, t.regionLabels.county(), 'Merseyside');
    const city = screen.getByRole('textbox', { name: t.city() });
    await user.clear(city);
    await user.type(city, 'Liverpool');
    await user.click(screen.getByRole('button', { name: t.save() }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    expect(select(t.regionLabels.county())).toHaveTextContent('Merseyside');
    expect(city).toHaveValue('Liverpool');

    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: t.save() }));
    await screen.findByRole('heading', { level: 2, name: LL.signupSteps.aboutTitle() });
    expect(persona('new')).toMatchObject({ region: 'Merseyside', city: 'Liverpool' });
  });

  it('shows the server’s field error on its field and keeps the choice', async () => {
    const { user } = await openLocationStep();
    // The site stopped serving the Netherlands after the page read its settings.
    configureSite({ countries: ['GB'] });
    await choose(user, t.country(), 'Netherlands');
    await user.click(screen.getByRole('button', { name: t.save() }));
    const country = select(t.country());
    expect(await screen.findByText(LL.form.notAllowed())).toBeVisible();
    expect(country).toHaveTextContent('Netherlands');
    expect(country).toHaveFocus();
    expect(persona('new').country).toBe('GB');
  });

  it('skips to about you without saving', async () => {
    const { user } = await openLocationStep();
    await user.click(screen.getByRole('button', { name: LL.signupSteps.skip() }));
    const heading = await screen.findByRole('heading', { level: 2, name: LL.signupSteps.aboutTitle() });
    expect(heading).toHaveFocus();
    expect(saves()).toHaveLength(0);
    expect(
      within(heading.closest('section') ?? document.body).getByText(LL.signupSteps.aboutWhy()),
    ).toBeVisible();
  });
});
