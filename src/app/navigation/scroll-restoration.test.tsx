import { act, render, screen } from '@testing-library/react';
import { Route, Routes, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavigationRouter } from './navigation-router';
import { rememberScroll, ScrollRestoration } from './scroll-restoration';
import { createScreenNavigation } from './screen-navigation';

const scrolledTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
};

const renderAt = (path: string) => {
  const navigation = createScreenNavigation({
    history: UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true }),
    prepare: () => undefined,
    onLeave: rememberScroll,
  });
  render(
    <NavigationRouter navigation={navigation} fallback={null}>
      <ScrollRestoration />
      <Routes>
        <Route path="/results" element={<h1>Results</h1>} />
        <Route
          path="/member"
          element={
            <>
              <h1>Member</h1>
              <h2 id="photos">Photos</h2>
            </>
          }
        />
      </Routes>
    </NavigationRouter>,
  );
  return navigation;
};

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  scrolledTo(0);
});

afterEach(() => {
  vi.unstubAllGlobals();
  scrolledTo(0);
});

describe('scroll restoration (decision 019)', () => {
  it('leaves the first screen where the browser put it, starts a new screen at its top, and goes back to the place', async () => {
    const navigation = renderAt('/results');
    expect(scrollTo).not.toHaveBeenCalled();

    scrolledTo(1_840);
    await act(() => navigation.navigate('/member'));
    expect(await screen.findByRole('heading', { name: 'Member' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrolledTo(0);
    await act(() => navigation.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Results' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1_840);
  });

  it("brings a link's #hash into view", async () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const navigation = renderAt('/results');
    await act(() => navigation.navigate('/member#photos'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Photos' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('saves the places for a reload of the tab when the page is left, and gives the browser back its own restoration', () => {
    renderAt('/results');
    expect(window.history.scrollRestoration).toBe('manual');
    scrolledTo(300);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.history.scrollRestoration).toBe('auto');
    const saved: unknown = JSON.parse(sessionStorage.getItem('scroll-positions') ?? '{}');
    expect(Object.values(saved as Record<string, number>)).toContain(300);
  });
});
