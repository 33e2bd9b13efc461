import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Landing } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { simulationClient } from '../../../tests/utils/simulation';
import { swipeThresholdPx } from './swipe-card';
import { likesToMatch } from './use-swipe-deck';

const LL = translations('en');
const t = LL.landerSwipe;

/** The campaign as the server answers it, for what the page must show. */
const landingOf = async (niche?: number): Promise<Landing> => {
  const { data } = await simulationClient().GET('/api/landing.php', {
    params: { query: { name: 'tinderswipe', lang: 'en', ...(niche === undefined ? {} : { niche }) } },
  });
  if (data === undefined) throw new Error('no tinderswipe landing');
  return data.landing;
};

const nth = (landing: Landing, index: number) => {
  const profile = landing.profiles[index];
  if (profile === undefined) throw new Error(`the campaign has no profile ${String(index)}`);
  return profile;
};

const likeButton = (name: string) => screen.getByRole('button', { name: `${t.like()} – ${name}` });
const passButton = (name: string) => screen.getByRole('button', { name: `${t.pass()} – ${name}` });

beforeAll(async () => {
  await import('./tinderswipe-page');
}, 30_000);

describe('/landers/tinderswipe', () => {
  it('shows the campaign and its first member as a card, with like and pass named for her', async () => {
    const landing = await landingOf();
    const first = nth(landing, 0);
    await renderApp({ path: '/landers/tinderswipe' });
    expect(await screen.findByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    expect(screen.getByText(landing.subtitle)).toBeVisible();
    const stack = screen.getByRole('group', { name: t.stackLabel() });
    const photo = within(stack).getByRole('img', { name: LL.landers.photoAlt({ name: first.name }) });
    // The page's largest picture: sized and asked for at once.
    expect(photo).toHaveAttribute('width', '600');
    expect(photo).toHaveAttribute('height', '800');
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(within(stack).getByText(LL.landers.nameAge({ name: first.name, age: first.age }))).toBeVisible();
    expect(likeButton(first.name)).toBeVisible();
    expect(passButton(first.name)).toBeVisible();
    expect(screen.getByText(t.progress({ count: 0, total: likesToMatch }))).toBeInTheDocument();
  });

  it('passes with ←, likes with the button, and says each politely; three likes end in the signup', async () => {
    const landing = await landingOf();
    const [first, second, third, fourth] = [0, 1, 2, 3].map((index) => nth(landing, index));
    if (first === undefined || second === undefined || third === undefined || fourth === undefined)
      throw new Error('the campaign has too few profiles');
    const { user } = await renderApp({ path: '/landers/tinderswipe' });
    await screen.findByRole('heading', { level: 1, name: landing.title });

    await user.keyboard('{ArrowLeft}');
    const said = screen.getByText(t.passed({ name: first.name }));
    expect(said).toHaveAttribute('aria-live', 'polite');
    await user.click(likeButton(second.name));
    expect(said).toHaveTextContent(t.liked({ name: second.name }));
    expect(screen.getByText(t.progress({ count: 1, total: likesToMatch }))).toBeInTheDocument();
    // A held key repeats: the repeats are not swipes.
    fireEvent.keyDown(document.body, { key: 'ArrowRight', repeat: true });
    expect(likeButton(third.name)).toBeVisible();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    expect(said).toHaveTextContent(t.liked({ name: fourth.name }));

    const end = screen.getByRole('heading', { level: 2, name: t.endTitle() });
    // The buttons are gone: the focus goes on to the end card, not to the top of the page.
    expect(end).toHaveFocus();
    expect(screen.queryByRole('group', { name: t.stackLabel() })).not.toBeInTheDocument();
    expect(screen.getByText(t.endText({ count: likesToMatch }))).toBeVisible();
    const liked = screen.getByRole('list', { name: t.likedList() });
    expect(within(liked).getAllByRole('listitem')).toHaveLength(likesToMatch);
    expect(within(liked).getByRole('img', { name: LL.landers.photoAlt({ name: third.name }) })).toBeVisible();
    // More arrows change nothing now.
    await user.keyboard('{ArrowLeft}');
    expect(said).toHaveTextContent(t.liked({ name: fourth.name }));

    await user.click(screen.getByRole('button', { name: t.cta() }));
    expect(
      await screen.findByRole('dialog', { name: LL.signupEntry.title() }, { timeout: 15_000 }),
    ).toBeVisible();
  }, 30_000);

  it('likes a card dragged to the right past the threshold, and springs back short of it', async () => {
    const landing = await landingOf();
    const first = nth(landing, 0);
    await renderApp({ path: '/landers/tinderswipe' });
    const stack = await screen.findByRole('group', { name: t.stackLabel() });
    const name = within(stack).getByText(LL.landers.nameAge({ name: first.name, age: first.age }));
    const card = name.closest('[data-leaning], [data-risen], div[style]');
    if (!(card instanceof HTMLElement)) throw new Error('no card around the name');
    // jsdom has no pointer capture; the card asks for it as a browser would.
    card.setPointerCapture = () => undefined;
    fireEvent.pointerDown(card, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 100 + swipeThresholdPx / 2, pointerId: 1 });
    fireEvent.pointerUp(card, { pointerId: 1 });
    expect(likeButton(first.name)).toBeVisible();
    fireEvent.pointerDown(card, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 100 + swipeThresholdPx + 10, pointerId: 1 });
    fireEvent.pointerUp(card, { pointerId: 1 });
    expect(screen.getByText(t.liked({ name: first.name }))).toBeInTheDocument();
    expect(screen.getByText(t.progress({ count: 1, total: likesToMatch }))).toBeInTheDocument();
  });

  it('ends with the last card when nobody was liked, and still leads to the signup', async () => {
    const landing = await landingOf();
    const { user } = await renderApp({ path: '/landers/tinderswipe' });
    await screen.findByRole('heading', { level: 1, name: landing.title });
    for (const profile of landing.profiles) await user.click(passButton(profile.name));
    expect(screen.getByRole('heading', { level: 2, name: t.endTitleNone() })).toHaveFocus();
    expect(screen.getByText(t.endTextNone())).toBeVisible();
    expect(screen.queryByRole('list', { name: t.likedList() })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.cta() })).toBeVisible();
  });

  it('speaks to the niche of the path prefix: /gay/landers/tinderswipe shows its members', async () => {
    const landing = await landingOf(7);
    const first = nth(landing, 0);
    const { user } = await renderApp({ path: '/gay/landers/tinderswipe' });
    expect(await screen.findByRole('heading', { level: 1, name: landing.title })).toBeVisible();
    expect(screen.getByText(landing.subtitle)).toBeVisible();
    expect(likeButton(first.name)).toBeVisible();
    // The quiet way out of the game opens the signup too.
    await user.click(screen.getByRole('button', { name: t.skip() }));
    expect(
      await screen.findByRole('dialog', { name: LL.signupEntry.title() }, { timeout: 15_000 }),
    ).toBeVisible();
  }, 30_000);

  it('keeps the stack’s shape while the campaign loads', async () => {
    simulation.fault({ operationId: 'getLanding', delayMs: 500, once: true });
    await renderApp({ path: '/landers/tinderswipe' });
    const loading = await screen.findByRole('status', { busy: true });
    expect(within(loading).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('group', { name: t.stackLabel() })).toBeVisible();
  });

  it('has no campaign slug: /landers/tinderswipe/summer is the 404 page', async () => {
    await renderApp({ path: '/landers/tinderswipe/summer' });
    expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
  });
});
