import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Landing } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.landerVideo;

const landingOf = async (query: { niche?: number; slug?: string } = {}): Promise<Landing> => {
  const { data } = await simulationClient().GET('/api/landing.php', {
    params: { query: { name: 'video', lang: 'en', ...query } },
  });
  if (data === undefined) throw new Error('no video landing');
  return data.landing;
};

const videoOf = (container: HTMLElement): HTMLVideoElement => {
  const video = container.querySelector('video');
  if (video === null) throw new Error('no video');
  return video;
};

beforeAll(async () => {
  await import('./video-page');
}, 30_000);

/**
 * jsdom plays nothing and has no object URLs: play and pause answer with the events a browser
 * sends, and the captions' files are kept to be read.
 */
const media = {
  play: vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  }),
  pause: vi.fn(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  }),
};
const urls = { blobs: [] as Blob[], made: [] as string[], revoked: [] as string[] };
const textOf = (blob: Blob | undefined): Promise<string> => {
  if (blob === undefined) throw new Error('no captions were written');
  return blob.text();
};

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(media.play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(media.pause);
  Object.assign(urls, { blobs: [], made: [], revoked: [] });
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      urls.blobs.push(blob);
      urls.made.push(`blob:captions/${String(urls.made.length)}`);
      return urls.made.at(-1);
    },
    revokeObjectURL: (url: string) => urls.revoked.push(url),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  media.play.mockClear();
  media.pause.mockClear();
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('/landers/video/{slug?}', () => {
  it('shows the campaign, the poster at once and nothing of the film before play, then four members', async () => {
    const landing = await landingOf({ niche: 6, slug: 'summer' });
    const { container } = await renderApp({ path: '/milf/landers/video/summer' });
    expect(await screen.findByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    expect(screen.getByText(landing.subtitle)).toBeVisible();

    const film = screen.getByRole('figure', { name: t.filmLabel() });
    const video = videoOf(film);
    expect(video).toHaveAttribute('src', landing.video_url);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).not.toHaveAttribute('controls');
    const poster = landing.video_url?.replace(/\.webm$/, '-poster.jpg');
    expect(video).toHaveAttribute('poster', poster);
    // The poster frame is the page's largest picture: asked for at once, sized.
    const posterImage = film.querySelector('img');
    expect(posterImage).toHaveAttribute('src', poster);
    expect(posterImage).toHaveAttribute('loading', 'eager');
    expect(posterImage).toHaveAttribute('fetchpriority', 'high');
    expect(posterImage).toHaveAttribute('width', '854');
    expect(posterImage).toHaveAttribute('height', '480');
    expect(media.play).not.toHaveBeenCalled();

    const people = screen.getByRole('region', { name: t.profilesTitle() });
    const items = within(people).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    landing.profiles.forEach((profile, index) => {
      expect(
        within(items[index] ?? people).getByText(
          LL.landers.nameAge({ name: profile.name, age: profile.age }),
        ),
      ).toBeVisible();
    });
    for (const photo of within(people).getAllByRole('img')) expect(photo).toHaveAttribute('loading', 'lazy');
    expect(container.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
  });

  it('plays by keyboard, with the player’s controls and captions in the member’s language', async () => {
    const { user, unmount } = await renderApp({ path: '/landers/video' });
    const play = await screen.findByRole('button', { name: t.play() });
    const video = videoOf(screen.getByRole('figure', { name: t.filmLabel() }));

    // The captions are written once the track is there, as a WebVTT file in memory.
    const track = video.querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'en');
    expect(track).toHaveAttribute('label', t.captions());
    expect(track).toHaveAttribute('default');
    const vtt = await textOf(urls.blobs[0]);
    expect(vtt.startsWith('WEBVTT')).toBe(true);
    for (const line of [t.intro.cue1(), t.intro.cue2(), t.intro.cue3(), t.intro.cue4()])
      expect(vtt).toContain(line);
    expect(track?.getAttribute('src')).toBe(urls.made.at(-1));

    while (document.activeElement !== play) await user.tab();
    await user.keyboard('{Enter}');
    expect(media.play).toHaveBeenCalledTimes(1);
    // The poster and its button give way to the player, which takes the focus.
    expect(screen.queryByRole('button', { name: t.play() })).not.toBeInTheDocument();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveFocus();
    expect(screen.getByRole('figure', { name: t.filmLabel() }).querySelector('img')).toBeNull();

    unmount();
    expect(urls.revoked).toEqual(urls.made);
  });

  it('writes the captions in the member’s language', async () => {
    const de = translations('de').landerVideo;
    await renderApp({ path: '/landers/video', locale: 'de' });
    await screen.findByRole('button', { name: de.play() });
    const vtt = await textOf(urls.blobs[0]);
    expect(vtt).toContain(de.intro.cue1());
    expect(vtt).not.toContain(t.intro.cue1());
  });

  it('opens the signup from the call to action under the film', async () => {
    const landing = await landingOf({ slug: 'weekend' });
    const { user } = await renderApp({ path: '/landers/video/weekend' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    await user.click(screen.getByRole('button', { name: t.videoCta() }));
    expect(
      await screen.findByRole('dialog', { name: LL.signupEntry.title() }, { timeout: 15_000 }),
    ).toBeVisible();
  }, 30_000);

  it('keeps the film’s box while the campaign loads, with nothing to press yet', async () => {
    simulation.fault({ operationId: 'getLanding', delayMs: 500, once: true });
    await renderApp({ path: '/landers/video' });
    const loading = await screen.findByRole('status', { busy: true });
    expect(within(loading).queryByRole('button', { name: t.play() })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: t.play() })).toBeVisible();
  });

  it.each(['winter', 'Not_A_Slug'])('answers an unknown campaign (%s) with the 404 page', async (slug) => {
    await renderApp({ path: `/landers/video/${slug}` });
    expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
