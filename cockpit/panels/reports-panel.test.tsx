import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { controlHandler } from '../../mocks/browser-control';
import { server } from '../../mocks/node';
import { simulationClient } from '../../tests/utils/simulation';
import { ReportsPanel } from './reports-panel';

const renderPanel = () => {
  server.use(controlHandler((change) => change()));
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ReportsPanel />
    </QueryClientProvider>,
  );
  return userEvent.setup();
};

describe('the cockpit’s Reports tab (decision 034)', () => {
  it('lists the errors and vitals the app sent, newest first, and shows the errors alone', async () => {
    await simulationClient().POST('/api/client-report.php', {
      body: {
        page: { build: 'DkD3kx9L', locale: 'nl', viewport: 'phone' },
        reports: [
          {
            kind: 'error',
            message: 'TypeError: x is undefined',
            source: 'https://sim.test/assets/index-DkD3kx9L.js',
            line: 1,
            column: 20511,
            stack: 'TypeError: x is undefined\n    at f (index-DkD3kx9L.js:1:20511)',
            route: '/members/:id',
            at: '2026-03-02T10:15:30Z',
          },
          {
            kind: 'vital',
            name: 'LCP',
            value: 1840,
            rating: 'good',
            route: '/members',
            at: '2026-03-02T10:15:31Z',
          },
        ],
      },
    });
    const user = renderPanel();
    const table = await screen.findByRole('table', { name: 'Error and vitals reports' });
    expect(await within(table).findByText('TypeError: x is undefined')).toBeVisible();
    expect(within(table).getByText('From https://sim.test/assets/index-DkD3kx9L.js:1:20511')).toBeVisible();
    expect(within(table).getByText('On /members/:id · nl · phone · build DkD3kx9L')).toBeVisible();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('LCP 1840 ms (good)');
    expect(rows[2]).toHaveTextContent('Error TypeError: x is undefined');
    expect(screen.getByText('1 error, 1 vitals received.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Only errors' }));
    expect(within(table).queryByText(/LCP/)).not.toBeInTheDocument();
  });

  it('says when nothing was reported yet', async () => {
    renderPanel();
    expect(await screen.findByText(/No reports yet/)).toBeVisible();
    expect(await screen.findByText('0 errors, 0 vitals received.')).toBeVisible();
  });
});
