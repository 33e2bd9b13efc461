import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getGetOwnProfileQueryKey, useGetOwnProfile } from '../../../../generated/hooks/members/members';
import type { OwnProfileResult, User } from '../../../../generated/model';
import TypesafeI18n from '../../../../locales/i18n-react';
import { simulation } from '../../../../mocks/control';
import { configureSite } from '../../../../mocks/db/site-settings';
import { translations } from '../../../../tests/utils/i18n';
import { loginAs, persona, simulationClient } from '../../../../tests/utils/simulation';
import { createQueryClient, currentUserQueryOptions } from '../../../api';
import { clock } from '../../../lib/clock';
import { cachedPositionKey } from '../../places';
import { LocationBlock } from './location-block';

const LL = translations('en');
const t = LL.profileLocation;
const place = LL.signupLocation;

// The simulation loads its seed on first use: compiled once up front, so no test's first wait pays for it.
beforeAll(async () => {
  await import('../../../../mocks/seed/seed');
}, 30_000);

type Answer = (success: PositionCallback, failure: PositionErrorCallback) => void;

/** A browser whose geolocation answers as the test says; the mock counts how often it was asked. */
const fakeGeolocation = (answer: Answer) => {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
};

const at =
  (latitude: number, longitude: number): Answer =>
  (success) => {
    success({ coords: { latitude, longitude }, timestamp: 0 } as GeolocationPosition);
  };

const refused: Answer = (_success, failure) => {
  failure({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError);
};

/** A browser with the Permissions API, its geolocation record in `state` until the test changes it. */
const fakePermission = (state: PermissionState) => {
  const status = Object.assign(new EventTarget(), { name: 'geolocation', state, onchange: null });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: { query: () => Promise.resolve(status as unknown as PermissionStatus) },
  });
  return status;
};

afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(navigator, 'permissions');
});

/** The block as the profile page places it: fed by the own profile query, in the app's providers. */
const OwnLocation = () => {
  const own = useGetOwnProfile();
  return own.data === undefined ? null : <LocationBlock profile={own.data.profile} />;
};

/** free@sim.test (United Kingdom, Greater London, London) on their profile's location block. */
const openBlock = async () => {
  await loginAs('free');
  const queryClient = createQueryClient();
  // The logged-in member is in the cache as the app has them, so the test sees what a save does to it.
  await queryClient.query(currentUserQueryOptions());
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={queryClient}>
      <TypesafeI18n locale="en">
        <OwnLocation />
      </TypesafeI18n>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 2, name: t.title() });
  // The region list arrives on its own request; its field is named by the country's word for it.
  await screen.findByRole('button', { name: new RegExp(`${place.regionLabels.county()}$`) });
  return { user, queryClient };
};

const select = (label: string) => screen.getByRole('button', { name: new RegExp(`${label}$`) });
const cityField = () => screen.getByRole('textbox', { name: place.city() });
const useMyLocation = () => screen.getByRole('button', { name: place.useMyLocation() });
const save = () => screen.getByRole('button', { name: t.save() });

const choose = async (user: UserEvent, label: string, option: string) => {
  await user.click(select(label));
  await user.click(await screen.findByRole('option', { name: option }));
};

const retype = async (user: UserEvent, field: HTMLElement, text: string) => {
  await user.clear(field);
  await user.type(field, text);
};

/** The own profile as the server has it now. */
const savedProfile = async () => {
  const { data } = await simulationClient().GET('/api/profile.php');
  if (data === undefined) throw new Error('the own profile did not load');
  return data.profile;
};

const expectAmsterdam = () => {
  expect(select(place.country())).toHaveTextContent('Netherlands');
  expect(select(place.regionLabels.province())).toHaveTextContent('Noord-Holland');
  expect(cityField()).toHaveValue('Amsterdam');
};

describe('the geolocation permission', () => {
  it('says the browser cannot share the location, and offers no button, where there is no geolocation', async () => {
    await openBlock();
    expect(screen.getByText(place.unsupported())).toBeVisible();
    expect(screen.queryByRole('button', { name: place.useMyLocation() })).toBeNull();
    expect(cityField()).toHaveValue('London');
  });

  it('says the browser will ask, before the member has been asked', async () => {
    const ask = fakeGeolocation(at(52.37, 4.9));
    await openBlock();
    expect(screen.getByText(t.permission.unknown())).toBeVisible();
    expect(ask).not.toHaveBeenCalled();
  });

  it('says the site may use the location once the browser gave it, and fills in the place there', async () => {
    fakeGeolocation(at(52.37, 4.9));
    const { user } = await openBlock();
    await user.click(useMyLocation());
    expect(await screen.findByText(place.located())).toBeVisible();
    expect(screen.getByText(t.permission.granted())).toBeVisible();
    expectAmsterdam();
  });

  it('says the member refused, and leaves the fields as they were', async () => {
    fakeGeolocation(refused);
    const { user } = await openBlock();
    await user.click(useMyLocation());
    expect(await screen.findByText(place.denied())).toBeVisible();
    expect(screen.queryByText(t.permission.unknown())).toBeNull();
    expect(select(place.country())).toHaveTextContent('United Kingdom');
    expect(cityField()).toHaveValue('London');
  });

  it('reads the browser’s own record before any press, and follows it when it changes', async () => {
    fakeGeolocation(at(52.37, 4.9));
    const status = fakePermission('denied');
    await openBlock();
    expect(await screen.findByText(place.denied())).toBeVisible();
    // The member allows it in the browser's settings while the page is open.
    act(() => {
      status.state = 'granted';
      status.dispatchEvent(new Event('change'));
    });
    expect(screen.getByText(t.permission.granted())).toBeVisible();
  });

  it('says where nothing was found at the position (at sea), without filling anything in', async () => {
    fakeGeolocation(at(0, -30));
    const { user } = await openBlock();
    await user.click(useMyLocation());
    expect(await screen.findByText(place.unavailable())).toBeVisible();
    expect(cityField()).toHaveValue('London');
  });
});

describe('the position kept for an hour', () => {
  it('fills in the place again without asking the browser within the hour, and asks it after', async () => {
    const ask = fakeGeolocation(at(52.37, 4.9));
    const { user } = await openBlock();
    await user.click(useMyLocation());
    await screen.findByText(place.located());
    expect(ask).toHaveBeenCalledTimes(1);

    await retype(user, cityField(), 'Haarlem');
    clock.advance(59 * 60);
    await user.click(useMyLocation());
    expect(await screen.findByDisplayValue('Amsterdam')).toBe(cityField());
    expect(ask).toHaveBeenCalledTimes(1);

    clock.advance(2 * 60);
    await user.click(useMyLocation());
    await screen.findByText(place.located());
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('asks the browser when what is stored is not a position, or the storage refuses', async () => {
    const ask = fakeGeolocation(at(52.37, 4.9));
    const { user } = await openBlock();
    localStorage.setItem(cachedPositionKey, '{"lat":"north","lon":4.9,"at":0}');
    await user.click(useMyLocation());
    await screen.findByText(place.located());
    expect(ask).toHaveBeenCalledTimes(1);

    // Undone after the test by the config's restoreMocks.
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    await user.click(useMyLocation());
    await vi.waitFor(() => {
      expect(ask).toHaveBeenCalledTimes(2);
    });
    expect(await screen.findByText(place.located())).toBeVisible();
  });

  it('does not use a position kept from before the member withdrew the permission', async () => {
    const ask = fakeGeolocation(at(52.37, 4.9));
    const status = fakePermission('granted');
    const { user } = await openBlock();
    await user.click(useMyLocation());
    await screen.findByText(place.located());
    act(() => {
      status.state = 'denied';
      status.dispatchEvent(new Event('change'));
    });
    ask.mockImplementation(refused);
    await user.click(useMyLocation());
    expect(await screen.findByText(place.denied())).toBeVisible();
    expect(ask).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem(cachedPositionKey)).toBeNull();
  });
});

describe('saving the place', () => {
  it('saves a chosen country, region and city, confirms it in place and updates the cached profile', async () => {
    const { user, queryClient } = await openBlock();
    await choose(user, place.country(), 'Netherlands');
    // Dutch regions are provinces, and the region of the old country is gone.
    expect(select(place.regionLabels.province())).toHaveTextContent(place.choose());
    await choose(user, place.regionLabels.province(), 'Utrecht');
    await retype(user, cityField(), '  Amersfoort ');
    await user.click(save());

    expect(await screen.findByText(t.saved())).toBeVisible();
    const saved = { country: 'NL', region: 'Utrecht', city: 'Amersfoort' };
    expect(await savedProfile()).toMatchObject({ ...saved, latitude: null, longitude: null });
    expect(queryClient.getQueryData<User | null>(currentUserQueryOptions().queryKey)?.profile).toMatchObject(
      saved,
    );
    expect(queryClient.getQueryData<OwnProfileResult>(getGetOwnProfileQueryKey())?.profile).toMatchObject(
      saved,
    );

    // A change takes the confirmation away: what is shown is no longer what was saved.
    await retype(user, cityField(), 'Utrecht');
    expect(screen.queryByText(t.saved())).toBeNull();
  });

  it('saves the position with the place found there, and forgets it when the member moves country', async () => {
    fakeGeolocation(at(52.37, 4.9));
    const { user } = await openBlock();
    await user.click(useMyLocation());
    await screen.findByText(place.located());
    await user.click(save());
    await screen.findByText(t.saved());
    expect(await savedProfile()).toMatchObject({
      country: 'NL',
      region: 'Noord-Holland',
      city: 'Amsterdam',
      latitude: 52.37,
      longitude: 4.9,
    });

    await choose(user, place.country(), 'Belgium');
    await user.click(save());
    await screen.findByText(t.saved());
    expect(await savedProfile()).toMatchObject({
      country: 'BE',
      region: null,
      latitude: null,
      longitude: null,
    });
  });

  it('shows the server’s field error at the field, focused, and keeps the choice', async () => {
    const { user } = await openBlock();
    // The site stopped serving the Netherlands after the page read its settings.
    configureSite({ countries: ['GB'] });
    await choose(user, place.country(), 'Netherlands');
    await user.click(save());
    const country = select(place.country());
    expect(await screen.findByText(LL.form.notAllowed())).toBeVisible();
    expect(country).toHaveTextContent('Netherlands');
    expect(country).toHaveFocus();
    expect(screen.queryByText(t.saved())).toBeNull();
    expect(persona('free').country).toBe('GB');
  });

  it('keeps everything typed when the save fails, and saves it on the next try', async () => {
    const { user } = await openBlock();
    simulation.fault({ operationId: 'saveProfile', status: 500, code: 'server_error' });
    await choose(user, place.regionLabels.county(), 'Merseyside');
    await retype(user, cityField(), 'Liverpool 🌧 <b>');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.apiErrors.server_error());
    expect(select(place.regionLabels.county())).toHaveTextContent('Merseyside');
    expect(cityField()).toHaveValue('Liverpool 🌧 <b>');
    expect(screen.queryByText(t.saved())).toBeNull();

    simulation.clearFaults();
    await user.click(save());
    expect(await screen.findByText(t.saved())).toBeVisible();
    expect(await savedProfile()).toMatchObject({ region: 'Merseyside', city: 'Liverpool 🌧 <b>' });
  });

  it('refuses a city of 10,000 characters at the field, without sending or cutting it', async () => {
    const { user } = await openBlock();
    await user.clear(cityField());
    await user.click(cityField());
    await user.paste('x'.repeat(10_000));
    await user.click(save());
    expect(cityField()).toHaveFocus();
    expect(cityField()).toHaveAccessibleDescription(LL.form.tooLong({ max: 100 }));
    expect(cityField()).toHaveValue('x'.repeat(10_000));
    expect(simulation.log().filter((entry) => entry.operationId === 'saveProfile')).toHaveLength(0);
  });
});
