import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SwipeCandidates } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { likes } from '../../../mocks/db/social';
import { personaIds } from '../../../mocks/seed/personas';
import { swipeLikesPerDay } from '../../domain/limits';
import { clock } from '../../lib/clock';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, simulationClient } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.swipe;

beforeAll(async () => {
  await import('./swipe-page');
}, 30_000);

const candidatesNow = async (): Promise<SwipeCandidates> => {
  const { data } = await simulationClient().GET('/api/swipe.php', { params: { query: { limit: 10 } } });
  if (data === undefined) throw new Error('no swipe answer');
  return data;
};

/** The member on top of the stack, as the pass button names them. */
const topCardName = async () => {
  await screen.findByRole('group', { name: t.stackLabel() });
  const pass = screen.getByRole('button', { name: new RegExp(`^${t.pass()} – `) });
  return pass.textContent.replace(new RegExp(`^${t.pass()} – `), '');
};

const likesLeft = (count: number) => screen.findByText(t.likesLeft({ count }));

const sentLikesOfFree = () => likes.findMany((q) => q.where({ fromId: personaIds.free })).length;

describe('/swipe-game', () => {
  it('likes with the button and passes with the arrow key: the next member comes at once, the likes left count down', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: '/swipe-game' });
    await likesLeft(swipeLikesPerDay);
    const first = await topCardName();
    const sentBefore = sentLikesOfFree();
    await user.click(screen.getByRole('button', { name: `${t.like()} – ${first}` }));
    await likesLeft(swipeLikesPerDay - 1);
    await screen.findByText(t.liked({ name: first }));
    const second = await topCardName();
    expect(second).not.toBe(first);
    expect(sentLikesOfFree()).toBe(sentBefore + 1);

    // A held key repeats: the repeats are not swipes.
    fireEvent.keyDown(document.body, { key: 'ArrowRight', repeat: true });
    expect(await topCardName()).toBe(second);
    await user.keyboard('{ArrowLeft}');
    await screen.findByText(t.passed({ name: second }));
    expect(await topCardName()).not.toBe(second);
    // A pass costs no like.
    expect(screen.getByText(t.likesLeft({ count: swipeLikesPerDay - 1 }))).toBeInTheDocument();
  });

  it('likes a member dragged to the right past the threshold, and springs back short of it', async () => {
    await loginAs('free');
    await renderApp({ path: '/swipe-game' });
    const name = await topCardName();
    const card = screen.getByText(new RegExp(`^${name}, \\d+$`)).closest('[data-card]');
    if (!(card instanceof HTMLElement)) throw new Error('no card around the name');
    // jsdom has no pointer capture; the card asks for it as a browser would.
    card.setPointerCapture = () => undefined;
    fireEvent.pointerDown(card, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 150, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 150, pointerId: 1 });
    expect(await topCardName()).toBe(name);
    fireEvent.pointerDown(card, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 260, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 260, pointerId: 1 });
    await screen.findByText(t.liked({ name }));
    await likesLeft(swipeLikesPerDay - 1);
  });

  it('after the day’s likes: the countdown, the premium claim, passes only; the next day the likes are back', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: '/swipe-game' });
    await likesLeft(swipeLikesPerDay);
    for (let left = swipeLikesPerDay; left > 0; left -= 1) {
      await user.keyboard('{ArrowRight}');
      await likesLeft(left - 1);
    }
    const panel = (await screen.findByText(t.usedUp())).parentElement;
    if (panel === null) throw new Error('no panel around the used-up line');
    const { resets_at: resetsAt } = await candidatesNow();
    const secondsToReset = Math.ceil((Date.parse(resetsAt) - clock.nowMs()) / 1000);
    expect(within(panel).getByText(/^New likes in \d{2}:\d{2}:\d{2}$/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByText(t.premiumClaim({ percent: 46 }))).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: t.goPremium() })).toHaveAttribute('href', '/premium');
    const name = await topCardName();
    expect(screen.getByRole('button', { name: `${t.like()} – ${name}` })).toBeDisabled();
    // The focus goes on to what is left to do, not to the top of the page.
    expect(screen.getByRole('button', { name: `${t.pass()} – ${name}` })).toHaveFocus();
    // The arrow to the right does nothing now; a pass still works.
    await user.keyboard('{ArrowRight}');
    expect(await topCardName()).toBe(name);
    await user.click(screen.getByRole('button', { name: `${t.pass()} – ${name}` }));
    await screen.findByText(t.passed({ name }));

    // The next day: the countdown ends and the likes are back.
    act(() => {
      simulation.clock.advance(secondsToReset + 1);
    });
    // The countdown's next tick (at most a second) sees the new day and asks for it.
    await screen.findByText(t.likesLeft({ count: swipeLikesPerDay }), {}, { timeout: 5_000 });
    expect(screen.queryByText(t.usedUp())).not.toBeInTheDocument();
  });

  it('opens the match modal when the liked member had liked me first', async () => {
    await loginAs('free');
    const [first] = (await candidatesNow()).candidates;
    if (first === undefined) throw new Error('no swipe candidate for free');
    await likes.create({
      fromId: first.id,
      toId: personaIds.free,
      createdAt: clock.now().toISOString(),
      isNew: true,
    });
    const { user } = await renderApp({ path: '/swipe-game' });
    await waitFor(async () => {
      expect(await topCardName()).toBe(first.name);
    });
    await user.click(screen.getByRole('button', { name: `${t.like()} – ${first.name}` }));
    const dialog = await screen.findByRole('dialog', { name: LL.likes.match.title() });
    await within(dialog).findByText(LL.likes.match.text({ name: first.name }));
  });

  it('says why a like was refused and puts the member back on top', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'swipe', status: 403, code: 'member_invisible', once: true });
    const { user } = await renderApp({ path: '/swipe-game' });
    const name = await topCardName();
    await user.click(screen.getByRole('button', { name: `${t.like()} – ${name}` }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.apiErrors.member_invisible());
    expect(await topCardName()).toBe(name);
    await likesLeft(swipeLikesPerDay);
  });
});
