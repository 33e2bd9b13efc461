import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { addFault, listFaults } from '../mocks/control/faults';
import { server } from '../mocks/node';
import { controlHandler } from '../mocks/browser-control';
import { clock } from '../src/lib/clock';
import { simulationClient } from '../tests/utils/simulation';
import { Cockpit } from './cockpit';
import type { CockpitHost } from './host';

/**
 * The cockpit against the simulation in Node: its control calls (`/__sim/*`) are answered by the
 * same handler the development app uses (mocks/browser-control.ts), its site calls by the handlers.
 */
const renderCockpit = () => {
  server.use(controlHandler((change) => change()));
  const host: CockpitHost = { mode: 'server', beforeReload: () => Promise.resolve(), navigate: vi.fn() };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Cockpit host={host} />
    </QueryClientProvider>,
  );
  return { host, user: userEvent.setup() };
};

const openTab = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(screen.getByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
};

describe('the QA cockpit', () => {
  it('opens on the simulated server with the simulation’s time and the personas, and hides', async () => {
    const { user } = renderCockpit();
    const panel = screen.getByRole('complementary', { name: 'Simulation cockpit' });
    expect(await within(panel).findByText('free@sim.test')).toBeVisible();
    expect(within(panel).getByText('20261125')).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Simulation' }));
    expect(screen.getByRole('heading', { name: 'Simulation cockpit' })).toHaveFocus();
  });

  it('becomes a persona with a real login, then opens the members area afresh', async () => {
    const { user, host } = renderCockpit();
    await user.click(await screen.findByRole('button', { name: 'Become premium@sim.test' }));
    await vi.waitFor(() => {
      expect(host.navigate).toHaveBeenCalledWith('/members');
    });
    const { data } = await simulationClient().GET('/api/user.php');
    expect(data?.user.email).toBe('premium@sim.test');
  });

  it('becomes a brand-new member whose time bonus lies ahead', async () => {
    const { user, host } = renderCockpit();
    await user.click(await screen.findByRole('button', { name: 'Become a new member' }));
    await vi.waitFor(() => {
      expect(host.navigate).toHaveBeenCalledWith('/members');
    });
    const { data } = await simulationClient().GET('/api/discountcode.php');
    expect(data?.discount_code).toMatchObject({ code: 'TIMEBONUS25', status: 'active' });
  });

  it('moves the clock', async () => {
    const { user } = renderCockpit();
    const panel = await openTab(user, 'Clock');
    const before = clock.nowMs();
    await user.click(within(panel).getByRole('button', { name: 'Move the clock forward 1 day' }));
    await vi.waitFor(() => {
      expect(clock.nowMs() - before).toBeGreaterThanOrEqual(24 * 3600 * 1000);
    });
  });

  it('adds a fault on an operation, lists it in words and removes it', async () => {
    const { user } = renderCockpit();
    const panel = await openTab(user, 'Faults');
    await user.click(within(panel).getByRole('button', { name: /Operation/ }));
    await user.click(await screen.findByRole('option', { name: /^getChats · GET \/api\/chats\.php/ }));
    await user.click(within(panel).getByRole('radio', { name: 'Dropped connection' }));
    await user.click(within(panel).getByRole('checkbox', { name: /Only once/ }));
    await user.click(within(panel).getByRole('button', { name: 'Add the fault' }));
    const list = await within(panel).findByRole('list', { name: 'Faults in force' });
    expect(within(list).getByText('connection dropped, until removed')).toBeVisible();
    expect(listFaults()).toEqual([{ operationId: 'getChats', drop: true }]);
    await user.click(within(list).getByRole('button', { name: 'Remove the fault on getChats' }));
    expect(await within(panel).findByText(/None: every operation answers/)).toBeVisible();
    expect(listFaults()).toEqual([]);
  });

  it('says what is wrong with a fault before sending it', async () => {
    const { user } = renderCockpit();
    const panel = await openTab(user, 'Faults');
    await user.click(within(panel).getByRole('button', { name: 'Add the fault' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Choose the operation the fault is on.');
    expect(listFaults()).toEqual([]);
  });

  it('loads a scenario, plays its steps one by one and all at once, each marked in place', async () => {
    const { user, host } = renderCockpit();
    const panel = await openTab(user, 'Scenarios');
    await user.type(within(panel).getByRole('searchbox', { name: /Find a scenario/ }), 'time-bonus-expires');
    await user.click(within(panel).getByRole('option', { name: 'time-bonus-expires-after-4-hours' }));
    await user.click(within(panel).getByRole('button', { name: 'Load (reset to its start)' }));
    await vi.waitFor(() => {
      expect(host.navigate).toHaveBeenCalledWith('/');
    });
    const steps = within(panel).getByRole('list', { name: 'Steps' });
    await user.click(within(panel).getByRole('button', { name: 'Play the next step' }));
    await vi.waitFor(() => {
      expect(within(steps).getAllByRole('listitem')[0]).toHaveTextContent(/passed$/);
    });
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent(/not played$/);
    await user.click(within(panel).getByRole('button', { name: 'Play all' }));
    expect(await within(panel).findByText('Every step passed.')).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Play all' })).toBeDisabled();
  });

  it('marks a failed step with the reason and plays it again', async () => {
    const { user } = renderCockpit();
    const panel = await openTab(user, 'Scenarios');
    await user.type(within(panel).getByRole('searchbox', { name: /Find a scenario/ }), 'time-bonus-expires');
    await user.click(within(panel).getByRole('option', { name: 'time-bonus-expires-after-4-hours' }));
    addFault({ operationId: 'getDiscountCode', status: 500, code: 'server_error', once: true });
    await user.click(within(panel).getByRole('button', { name: 'Play all' }));
    const steps = within(panel).getByRole('list', { name: 'Steps' });
    const first = () => within(steps).getAllByRole('listitem')[0];
    await vi.waitFor(() => {
      expect(first()).toHaveTextContent(/failed/);
    });
    expect(first()).toHaveTextContent(/status: expected 200, received 500/);
    expect(within(steps).getAllByRole('listitem')[1]).toHaveTextContent(/not played$/);
    // The fault fired once: played again, the step passes.
    await user.click(within(panel).getByRole('button', { name: 'Play the next step' }));
    await vi.waitFor(() => {
      expect(first()).toHaveTextContent(/passed$/);
    });
  });

  it('shows the request log with the fault that fired', async () => {
    const { user } = renderCockpit();
    const panel = await openTab(user, 'Requests');
    addFault({ operationId: 'getLikes', status: 503, code: 'server_error', once: true });
    await simulationClient().GET('/api/likes.php');
    const log = await within(panel).findByRole('table');
    expect(await within(log).findByText('Fault: 503 server_error, once')).toBeVisible();
    expect(within(log).getByText(/getLikes/)).toBeVisible();
  });
});
