import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router-dom';
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
import { RouteErrorBoundary } from './route-error-boundary';
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
 * The shape the app should use: a layout with the <main>, then a pathless route holding the
 * boundary, so the error page shows inside the layout. (A lazy route's own ErrorBoundary would
 * never render its import failure: react-router 7 renders nothing below a route whose lazy()
 * failed, so that error has to reach a boundary above it.)
 */
const renderRoute = async (route: RouteObject, path = '/broken') => {
  const router = createMemoryRouter(
    [
      {
        element: (
          <main>
            <Outlet />
          </main>
        ),
        children: [
          {
            ErrorBoundary: RouteErrorBoundary,
            children: [
              { path: '/', element: <p>Home</p> },
              { path: '/broken', ...route },
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  await inI18n(<RouterProvider router={router} />);
  return router;
};

/** A loader answering with an HTTP status, the react-router way. */
const answers = (status: number, statusText: string) => (): never => {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-router reads a thrown Response as the route's status
  throw new Response(null, { status, statusText });
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

describe('route error boundary', () => {
  it('shows the 404 page, with the way home, for a route that answers 404', async () => {
    await renderRoute({
      loader: answers(404, 'Not Found'),
      element: <p>never</p>,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByText(en.errorPage.status({ status: 404 }))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('says Page not found at an address no route knows', async () => {
    await renderRoute({ element: <p>never</p> }, '/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it("shows the status of any other answer a route throws, never the server's English status text", async () => {
    await renderRoute({
      loader: answers(503, 'Service Unavailable'),
      element: <p>never</p>,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: en.errorPage.defaultMessage() }),
    ).toBeVisible();
    expect(screen.queryByText('Service Unavailable')).not.toBeInTheDocument();
    expect(screen.getByText(en.errorPage.status({ status: 503 }))).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says something generic with status 500 when a screen breaks, never its raw error', async () => {
    const logged = expectLoggedError('cannot read profile.photos');
    await renderRoute({ element: <Explodes message="cannot read profile.photos" /> });
    expect(await screen.findByRole('heading', { level: 1, name: generic })).toBeVisible();
    expect(screen.getByText(en.errorPage.status({ status: 500 }))).toBeInTheDocument();
    expect(screen.queryByText(/profile\.photos/)).not.toBeInTheDocument();
    expect(logged.length).toBeGreaterThan(0);
  });

  it("tells an API failure in the member's words, with its status", async () => {
    await renderRoute({
      loader: () => {
        throw new ApiError(403, 'premium_only', 'Premium required (server text)');
      },
      element: <p>never</p>,
    });
    expect(await screen.findByRole('heading', { level: 1, name: en.apiErrors.premium_only() })).toBeVisible();
    expect(screen.getByText(en.errorPage.status({ status: 403 }))).toBeInTheDocument();
    expect(screen.queryByText(/server text/)).not.toBeInTheDocument();
  });

  describe('when a screen chunk fails to load', () => {
    const failingChunk: RouteObject = { lazy: () => Promise.reject(chunkError()) };

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

  it('shows the failure page when the error page itself fails', async () => {
    const logged = expectLoggedError('translations missing');
    const BrokenErrorPage = () => (
      <ErrorPageFailureBoundary>
        <Explodes message="translations missing" />
      </ErrorPageFailureBoundary>
    );
    const router = createMemoryRouter(
      [
        {
          path: '/',
          loader: () => Promise.reject(new Error('first')),
          element: <p>never</p>,
          ErrorBoundary: BrokenErrorPage,
        },
      ],
      { initialEntries: ['/'] },
    );
    await inI18n(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'An error occurred while showing the error page',
      }),
    ).toBeVisible();
    expect(logged.length).toBeGreaterThan(0);
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
