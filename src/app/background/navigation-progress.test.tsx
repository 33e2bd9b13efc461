import { act, render, screen } from '@testing-library/react';
import { Link, Outlet, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TypesafeI18n from '../../../locales/i18n-react';
import { translations } from '../../../tests/utils/i18n';
import { progressHideDelayMs, progressThrottleMs } from '../../domain/limits';
import { NavigationRouter } from '../navigation/navigation-router';
import { createScreenNavigation } from '../navigation/screen-navigation';
import { NavigationProgress } from './navigation-progress';

const LL = translations('en');

let finishLoading: () => void;
let failLoading: () => void;
/** The slow screen's load failed (the screen shows the failure, as the app's screens do). */
let slowFailed = false;

const Layout = ({ failed }: { failed: boolean }) => (
  <>
    <NavigationProgress failed={failed} />
    <Link to="/slow">slow</Link>
    <Outlet />
  </>
);

const SlowPage = () => <p>{slowFailed ? 'broken page' : 'slow page'}</p>;

const renderRouter = ({ failed = false } = {}) => {
  slowFailed = false;
  const router = createScreenNavigation({
    history: UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true }),
    // The slow screen's code takes as long as the test says; the home screen's is in.
    prepare: ({ pathname }) =>
      pathname === '/slow'
        ? new Promise<void>((resolve) => {
            finishLoading = resolve;
            failLoading = () => {
              slowFailed = true;
              resolve();
            };
          })
        : undefined,
  });
  render(
    <TypesafeI18n locale="en">
      <NavigationRouter navigation={router} fallback={null}>
        <Routes>
          <Route path="/" element={<Layout failed={failed} />}>
            <Route index element={<p>home</p>} />
            <Route path="slow" element={<SlowPage />} />
          </Route>
        </Routes>
      </NavigationRouter>
    </TypesafeI18n>,
  );
  return router;
};

const advance = async (ms: number) => {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
};

const bar = () => screen.queryByRole('progressbar', { name: LL.status.loadingPage() });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('NavigationProgress', () => {
  it('shows a bar for a slow navigation, full when done, then hides it', async () => {
    const router = renderRouter();
    expect(bar()).not.toBeInTheDocument();
    act(() => {
      void router.navigate('/slow');
    });
    await advance(progressThrottleMs - 1);
    expect(bar()).not.toBeInTheDocument();
    await advance(1);
    expect(bar()).toHaveAttribute('data-state', 'running');
    await advance(1_000);
    const value = Number(bar()?.getAttribute('aria-valuenow'));
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(90);
    await act(async () => {
      finishLoading();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('slow page')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('data-state', 'done');
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
    expect(bar()).toHaveAttribute('aria-valuetext', '100%');
    await advance(progressHideDelayMs);
    expect(bar()).not.toBeInTheDocument();
  });

  it('shows nothing for a fast navigation', async () => {
    const router = renderRouter();
    act(() => {
      void router.navigate('/slow');
    });
    await advance(progressThrottleMs / 2);
    await act(async () => {
      finishLoading();
      await vi.advanceTimersByTimeAsync(0);
    });
    await advance(5_000);
    expect(screen.getByText('slow page')).toBeInTheDocument();
    expect(bar()).not.toBeInTheDocument();
  });

  it('fails when the layout reports the navigation ended on an error', async () => {
    const router = renderRouter({ failed: true });
    act(() => {
      void router.navigate('/slow');
    });
    await advance(progressThrottleMs);
    expect(bar()).toHaveAttribute('data-state', 'running');
    await act(async () => {
      failLoading();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('broken page')).toBeInTheDocument();
    expect(bar()).toHaveAttribute('data-state', 'failed');
  });
});
