import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Landing } from '../../../generated/model';
import { translations } from '../../../tests/utils/i18n';
import { fakeMatchMedia } from '../../../tests/utils/match-media';
import { renderApp } from '../../../tests/utils/render-app';
import { simulationClient } from '../../../tests/utils/simulation';
import { smartphoneQuery } from '../../ui/use-media';

const LL = translations('en');
const t = LL.landerVideo;
const reducedMotion = '(prefers-reduced-motion: reduce)';

const landingOf = async (query: { niche?: number; slug?: string } = {}): Promise<Landing> => {
  const { data } = await simulationClient().GET('/api/landing.php', {
    params: { query: { name: 'transitionsvideolanding', lang: 'en', ...query } },
  });
  if (data === undefined) throw new Error('no transitionsvideolanding landing');
  return data.landing;
};

const videoIn = (hero: HTMLElement): HTMLVideoElement => {
  const video = hero.querySelector('video');
  if (video === null) throw new Error('no video in the hero');
  return video;
};

/** jsdom plays nothing: play and pause answer with the events a browser sends. */
const media = {
  play: vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  }),
  pause: vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  }),
};
const captionFiles: Blob[] = [];

beforeAll(async () => {
  await import('./transitionsvideolanding-page');
}, 30_000);

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(media.play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(media.pause);
  captionFiles.length = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      captionFiles.push(blob);
      return `blob:captions/${String(captionFiles.length)}`;
    },
    revokeObjectURL: () => undefined,
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  media.play.mockClear();
  media.pause.mockClear();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('/landers/transitionsvideolanding/{slug?}', () => {
  it('puts the title over the film’s poster, nothing of the film loaded, and six members in a strip', async () => {
    const landing = await landingOf({ niche: 7 });
    await renderApp({ path: '/gay/landers/transitionsvideolanding' });
    const title = await screen.findByRole('heading', { level: 1, name: landing.title });
    const hero = screen.getByRole('region', { name: landing.title });
    expect(hero).toContainElement(title);
    expect(within(hero).getByText(landing.subtitle)).toBeVisible();

    const video = videoIn(hero);
    expect(video).toHaveAttribute('src', landing.video_url);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.muted).toBe(true);
    expect(video).not.toHaveAttribute('controls');
    expect(video.querySelector('track')).toHaveAttribute('kind', 'captions');
    const poster = hero.querySelector('img');
    expect(poster).toHaveAttribute('src', landing.video_url?.replace(/\.webm$/, '-poster.jpg'));
    expect(poster).toHaveAttribute('fetchpriority', 'high');
    expect(poster).toHaveAttribute('loading', 'eager');
    expect(media.play).not.toHaveBeenCalled();

    // The strip is one stop for the keyboard, named, and scrolls under the arrow keys.
    const strip = screen.getByRole('region', { name: t.stripLabel() });
    expect(strip).toHaveAttribute('tabindex', '0');
    const cards = within(strip).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    landing.profiles.forEach((profile, index) => {
      expect(
        within(cards[index] ?? strip).getByText(LL.landers.nameAge({ name: profile.name, age: profile.age })),
      ).toBeVisible();
    });
    for (const photo of within(strip).getAllByRole('img')) expect(photo).toHaveAttribute('loading', 'lazy');
  });

  it('plays and pauses from one button, looping while it plays', async () => {
    const { user } = await renderApp({ path: '/landers/transitionsvideolanding/summer' });
    const play = await screen.findByRole('button', { name: t.play() });
    const video = videoIn(screen.getByRole('region', { name: (await landingOf({ slug: 'summer' })).title }));

    while (document.activeElement !== play) await user.tab();
    await user.keyboard('{Enter}');
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(video.loop).toBe(true);
    const pause = screen.getByRole('button', { name: t.pause() });
    expect(pause).toHaveFocus();

    await user.keyboard(' ');
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: t.play() })).toHaveFocus();
  });

  it('plays the film once, without looping, for a visitor who asks for less motion', async () => {
    fakeMatchMedia({ [reducedMotion]: true });
    const { user } = await renderApp({ path: '/landers/transitionsvideolanding' });
    await user.click(await screen.findByRole('button', { name: t.play() }));
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(document.querySelector('video')?.loop).toBe(false);
  });

  it('writes captions of the film’s scenes in the member’s language', async () => {
    const fi = translations('fi').landerVideo;
    await renderApp({ path: '/landers/transitionsvideolanding', locale: 'fi' });
    await screen.findByRole('button', { name: fi.play() });
    const vtt = await captionFiles[0]?.text();
    for (const line of [
      fi.transitions.cue1(),
      fi.transitions.cue2(),
      fi.transitions.cue3(),
      fi.transitions.cue4(),
    ])
      expect(vtt).toContain(line);
  });

  it('opens the signup page from the call to action on a phone', async () => {
    fakeMatchMedia({ [smartphoneQuery]: true });
    const landing = await landingOf({ slug: 'nearby' });
    const { user, router } = await renderApp({ path: '/landers/transitionsvideolanding/nearby' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    await user.click(screen.getByRole('button', { name: t.transitionsCta() }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/signup');
    });
    expect(await screen.findByRole('heading', { level: 1, name: LL.routes.signup() })).toBeVisible();
  }, 30_000);

  it.each(['winter', 'Not_A_Slug'])('answers an unknown campaign (%s) with the 404 page', async (slug) => {
    await renderApp({ path: `/landers/transitionsvideolanding/${slug}` });
    expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
