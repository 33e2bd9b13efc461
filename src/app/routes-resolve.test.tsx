import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../tests/utils/render-app';
import { translations } from '../../tests/utils/i18n';
import { samplePath } from '../../tests/utils/routes';
import { loginAs } from '../../tests/utils/simulation';
import { routeTable } from './route-table';

const LL = translations('en');
const titled = (text: string) => new RegExp(`^(\\(\\d+\\) )?${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

describe('every route of the route table', () => {
  // Members see member and open routes; visitors see visitor and open routes (the others redirect,
  // which the access tests cover).
  const cases = routeTable.map((entry) => ({
    ...entry,
    url: samplePath(entry),
    as: entry.access === 'member' ? ('free' as const) : undefined,
  }));

  it.each(cases)('$name ($url) resolves with a heading and its title', async ({ url, as, title, name }) => {
    if (as !== undefined) await loginAs(as);
    await renderApp({ path: url });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toBeVisible();
    // Pages titled by their data (information pages) or by the error page name themselves.
    const expected = name.startsWith('pages-') || name === 'token' ? heading.textContent : LL.routes[title]();
    await waitFor(() => {
      expect(document.title).toMatch(titled(expected));
    });
  });
});
