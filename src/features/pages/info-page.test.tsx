import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';

const LL = translations('en');

describe('information pages', () => {
  it('shows a page from the footer as text, titled by its own title', async () => {
    await renderApp({ path: '/pages/return-policy' });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).not.toBe('');
    await waitFor(() => {
      expect(document.title).toBe(`${heading.textContent} | Flirtpoint`);
    });
    expect(screen.getByText(/14 day free returns/)).toBeVisible();
  });

  it('finds a page by its token', async () => {
    await renderApp({ path: '/safety-tips' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByText(/public place/)).toBeVisible();
  });

  it.each(['/no-such-page', '/Not_A_Token'])('answers %s with Page not found', async (path) => {
    await renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: LL.errorPage.notFound() })).toBeVisible();
    expect(screen.getByRole('link', { name: LL.errorPage.backHome() })).toHaveAttribute('href', '/');
  });

  it('says so when the page cannot be loaded', async () => {
    simulation.fault({ operationId: 'getInfoPage', status: 503, code: 'server_error' });
    await renderApp({ path: '/pages/terms' });
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.apiErrors.server_error());
  });
});
