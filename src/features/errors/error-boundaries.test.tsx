import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TypesafeI18n from '../../../locales/i18n-react';
import { loadLocaleAsync } from '../../../locales/i18n-util.async';
import { recordConsole } from '../../../tests/setup/noise';
import { translations } from '../../../tests/utils/i18n';
import { ApiError } from '../../api';
import { CaughtErrorPage } from './caught-error-view';
import { ErrorPageFailureBoundary } from './error-page-failure-boundary';
import NotFoundPage from './not-found-page';
import { reloadPage } from '../../lib/page-load';
import { ScreenErrorBoundary } from './screen-error-boundary';

// jsdom cannot reload a page; the tests only need to know that the app asked for it.
vi.mock('../../lib/page-load', () => ({ reloadPage: vi.fn(), loadPage: vi.fn() }));

const en = translations('en');
const generic = 'An error occured, please try again later';

/**
 * React (and the router, in development) log each error a boundary catches. These tests throw on
 * purpose: they expect the logs about their own error, and any other console.error still fails.
 */
const expectLoggedError = (thrown: string): unknown[][] => {
  const record = recordConsole('error');
  const logged: unknown[][] = [];
  vi.mocked(console.error).mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => arg instanceof Error && arg.message === thrown)) logged.push(args);
    else record(...args);
  });
  return logged;
};

const inI18n = async (content: ReactNode) => {
  await loadLocaleAsync('en');
  return render(<TypesafeI18n locale="en">{content}</TypesafeI18n>);
};

/**
 * A screen as the app shows it (src/app/router.tsx): the boundary around the layouts, which puts
 * the error page in the main landmark. A screen whose chunk failed to load throws that failure
 * when shown, as the app's screens do.
 */
const renderRoute = async (element: ReactNode, path = '/broken') => {
  const view = await inI18n(
    <MemoryRouter initialEntries={[path]}>
      <ScreenErrorBoundary resetKey={path} landmark>
        {element}
      </ScreenErrorBoundary>
    </MemoryRouter>,
  );
  return { dispose: view.unmount };
};

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/chat-page-1a2b.js');

const Explodes = ({ message }: { message: string }): ReactNode => {
  throw new Error(message);
};

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(reloadPage).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the error page of a screen (router.tsx)', () => {
  it('says Page not found at an address no route knows', async () => {
    await renderRoute(<NotFoundPage />, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('says something generic with status 500 when a screen breaks, never its raw error', async () => {
    const logged = expectLoggedError('cannot read profile.photos');
    await renderRoute(<Explodes message="cannot read profile.photos" />);
    const heading = await screen.findByRole('heading', { level: 1, name: generic });
    expect(heading).toBeVisible();
    // Still the page's main landmark, as the layout's would have been.
    expect(screen.getByRole('main')).toContainElement(heading);
    expect(screen.getByText(en.errorPage.status({ status: 500 }))).toBeInTheDocument();
    expect(screen.queryByText(/profile\.photos/)).not.toBeInTheDocument();
    expect(logged.length).toBeGreaterThan(0);
  });

  it("tells an API failure in the member's words, with its status", async () => {
    const Forbidden = (): ReactNode => {
      throw new ApiError(403, 'premium_only', 'Premium required (server text)');
    };
    expectLoggedError('Premium required (server text)');
    await renderRoute(<Forbidden />);
    expect(await screen.findByRole('heading', { level: 1, name: en.apiErrors.premium_only() })).toBeVisible();
    expect(screen.getByText(en.errorPage.status({ status: 403 }))).toBeInTheDocument();
    expect(screen.queryByText(/server text/)).not.toBeInTheDocument();
  });

  describe('when a screen chunk fails to load', () => {
    // A new error on every render, so a render React throws away cannot spend the reload.
    const ChunkFailed = (): ReactNode => {
      throw chunkError();
    };
    const failingChunk = <ChunkFailed />;
    beforeEach(() => {
      expectLoggedError(chunkError().message);
    });

    it('reloads the page once', async () => {
      await renderRoute(failingChunk);
      expect(await screen.findByRole('status')).toHaveTextContent(en.errorPage.reloading());
      await waitFor(() => {
        expect(reloadPage).toHaveBeenCalledTimes(1);
      });
      expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    });

    it('shows the error page instead when it fails again within 60 seconds, and reloads after', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-01T12:00:00Z'));
      const first = await renderRoute(failingChunk);
      await waitFor(() => {
        expect(reloadPage).toHaveBeenCalledTimes(1);
      });
      first.dispose();

      vi.setSystemTime(new Date('2026-03-01T12:00:59Z'));
      const again = await renderRoute(failingChunk);
      expect(await screen.findByRole('heading', { level: 1, name: generic })).toBeVisible();
      expect(screen.getByText(en.errorPage.status({ status: 500 }))).toBeInTheDocument();
      expect(reloadPage).toHaveBeenCalledTimes(1);
      again.dispose();

      vi.setSystemTime(new Date('2026-03-01T12:01:00Z'));
      await renderRoute(failingChunk);
      await waitFor(() => {
        expect(reloadPage).toHaveBeenCalledTimes(2);
      });
    });
  });
});

describe('error page failure boundary', () => {
  it('says the error page failed, with the details and a plain link home', async () => {
    const logged = expectLoggedError('LL is undefined');
    await inI18n(
      <ErrorPageFailureBoundary>
        <Explodes message="LL is undefined" />
      </ErrorPageFailureBoundary>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'An error occurred while showing the error page' }),
    ).toBeVisible();
    const details = screen.getByText(en.errorPage.details()).closest('details');
    expect(details).toHaveTextContent('LL is undefined');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('An error occurred while showing the error page');
    expect(logged.length).toBeGreaterThan(0);
  });

  it('shows its children while they work', async () => {
    await inI18n(
      <ErrorPageFailureBoundary>
        <p>Fine</p>
      </ErrorPageFailureBoundary>,
    );
    expect(screen.getByText('Fine')).toBeVisible();
  });
});

describe('screen error boundary', () => {
  const Screen = ({ path }: { path: string }) =>
    path === '/broken' ? <Explodes message="screen broke" /> : <p>Screen at {path}</p>;

  const renderScreen = (path: string) => (
    <TypesafeI18n locale="en">
      <ScreenErrorBoundary resetKey={path}>
        <Screen path={path} />
      </ScreenErrorBoundary>
    </TypesafeI18n>
  );

  it('shows the error page in place of a broken screen, and a fresh screen after moving on', async () => {
    const logged = expectLoggedError('screen broke');
    await loadLocaleAsync('en');
    const view = render(renderScreen('/broken'));
    expect(screen.getByRole('heading', { level: 1, name: generic })).toBeVisible();
    expect(logged.length).toBeGreaterThan(0);

    view.rerender(renderScreen('/broken'));
    expect(screen.getByRole('heading', { level: 1, name: generic })).toBeVisible();

    view.rerender(renderScreen('/likes'));
    expect(screen.getByText('Screen at /likes')).toBeVisible();
    expect(screen.queryByRole('heading', { name: generic })).not.toBeInTheDocument();
  });

  it('reloads the page once for a screen whose chunk failed to load', async () => {
    // A new error on every render, so a render React throws away cannot spend the reload.
    const ChunkFails = (): ReactNode => {
      throw chunkError();
    };
    expectLoggedError(chunkError().message);
    await inI18n(
      <ScreenErrorBoundary resetKey="/chat">
        <ChunkFails />
      </ScreenErrorBoundary>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(en.errorPage.reloading());
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('waits for the connection instead of reloading offline, and reloads once it is back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await loadLocaleAsync('en');
    render(
      <StrictMode>
        <TypesafeI18n locale="en">
          <CaughtErrorPage error={chunkError()} />
        </TypesafeI18n>
      </StrictMode>,
    );
    expect(await screen.findByRole('status')).toHaveTextContent(en.status.offline());
    expect(reloadPage).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => {
      expect(reloadPage).toHaveBeenCalledTimes(1);
    });
    expect(screen.getByRole('status')).toHaveTextContent(en.errorPage.reloading());
    onLine.mockRestore();
  });

  it('asks the guard once per failure, though StrictMode runs effects twice', async () => {
    await loadLocaleAsync('en');
    render(
      <StrictMode>
        <TypesafeI18n locale="en">
          <CaughtErrorPage error={chunkError()} />
        </TypesafeI18n>
      </StrictMode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(en.errorPage.reloading());
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
