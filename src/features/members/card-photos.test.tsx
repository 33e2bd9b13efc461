import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';
import { resetCardPhotosForTests } from './card-photos';

const LL = translations('en');

/** A stand-in for the browser's IntersectionObserver that the test moves the screen for. */
const observed = new Map<Element, IntersectionObserverCallback>();
class FakeIntersectionObserver {
  readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(element: Element) {
    observed.set(element, this.callback);
  }
  disconnect() {
    for (const [element, callback] of observed) if (callback === this.callback) observed.delete(element);
  }
}

/** The member scrolls near this element. */
const scrollNear = (element: Element) => {
  const callback = observed.get(element);
  if (callback === undefined) throw new Error('the element is not watched');
  act(() => {
    callback(
      [{ isIntersecting: true, target: element } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  });
};

beforeAll(async () => {
  await import('./members-page');
}, 30_000);

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  resetCardPhotosForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  observed.clear();
  resetCardPhotosForTests();
});

describe("the search's card photos (issue 14 item 8)", () => {
  it('load at once for the first cards; the others when scrolled near, or all once the first ones are on screen', async () => {
    await loginAs('free');
    await renderApp({ path: '/members' });
    const list = await screen.findByRole('list', { name: /found$/ });
    // Each card's photo, not its online dot: named "Photo of {name}" (a card may have none).
    const photoName = LL.members.results.photoAlt({ name: '' });
    const photoOf = (card: HTMLElement) =>
      within(card)
        .queryAllByRole('img')
        .find((image) => image.getAttribute('alt')?.startsWith(photoName) === true);
    const cards = within(list).getAllByRole('listitem');
    const firstPhotos = cards.slice(0, 4).flatMap((card) => photoOf(card) ?? []);
    const laterPhotos = cards.slice(4).flatMap((card) => photoOf(card) ?? []);
    expect(firstPhotos.length).toBeGreaterThan(1);
    const [fifth, sixth] = laterPhotos;
    if (fifth === undefined || sixth === undefined) throw new Error('fewer than two later photos');
    for (const photo of firstPhotos) expect(photo).toHaveAttribute('src');
    // Named by their alt text all along: the card's link keeps its name before the photo loads.
    expect(fifth).toHaveAccessibleName(new RegExp(`^${photoName}`));
    for (const photo of laterPhotos) expect(photo).not.toHaveAttribute('src');
    // The similar members come below the matches: none of theirs is among the first.
    const similar = screen.getByRole('list', { name: LL.members.results.similarTitle() });
    const similarPhotos = within(similar)
      .getAllByRole('listitem')
      .flatMap((card) => photoOf(card) ?? []);
    expect(similarPhotos.length).toBeGreaterThan(0);
    for (const photo of similarPhotos) expect(photo).not.toHaveAttribute('src');

    const fifthBox = fifth.parentElement;
    if (fifthBox === null) throw new Error('no photo box');
    scrollNear(fifthBox);
    expect(fifth).toHaveAttribute('src');
    expect(sixth).not.toHaveAttribute('src');

    const [failing, ...loading] = firstPhotos;
    if (failing === undefined) throw new Error('no first photo');
    for (const photo of loading) fireEvent.load(photo);
    expect(sixth).not.toHaveAttribute('src');
    // A photo that fails counts as settled: the others do not wait for it for ever.
    fireEvent.error(failing);
    await waitFor(() => {
      for (const photo of [...laterPhotos, ...similarPhotos]) expect(photo).toHaveAttribute('src');
    });
  });
});
