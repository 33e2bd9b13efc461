import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { DropdownMenu, type DropdownItem } from './dropdown-menu';
import { AriaRouterBridge } from './router-bridge';

const Where = () => <p>at {useLocation().pathname}</p>;

/** The router's own location, outside the page: src/ui may not import the app's navigation store. */
const RouterLocation = () => <output aria-label="location">{useLocation().pathname}</output>;

const routerPathname = () => screen.getByRole('status', { name: 'location' }).textContent;

/** The menu inside a memory router, as the app renders it: react-aria links go through the router. */
const renderMenu = (items: readonly DropdownItem[], triggerAriaLabel?: string) => {
  const page = (
    <AriaRouterBridge>
      <DropdownMenu triggerLabel="Anna" triggerAriaLabel={triggerAriaLabel} items={items} />
      <Where />
    </AriaRouterBridge>
  );
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={page} />
        <Route path="/profile" element={page} />
      </Routes>
      <RouterLocation />
    </MemoryRouter>,
  );
  return { user };
};

const accountItems = (logout = vi.fn()): DropdownItem[] => [
  { id: 'profile', label: 'My profile', href: '/profile' },
  { id: 'logout', label: 'Logout', onAction: logout },
];

describe('DropdownMenu', () => {
  it('opens with Enter and focuses the first item', async () => {
    const { user } = renderMenu(accountItems());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Anna' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
  });

  it('opens with ArrowDown and calls the chosen action', async () => {
    const logout = vi.fn();
    const { user } = renderMenu(accountItems(logout));
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes with Escape and returns focus to the trigger', async () => {
    const { user } = renderMenu(accountItems());
    await user.click(screen.getByRole('button', { name: 'Anna' }));
    expect(screen.getByRole('menu')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Anna' })).toHaveFocus();
    });
  });

  it('navigates client-side to an item with href', async () => {
    const { user } = renderMenu(accountItems());
    await user.click(screen.getByRole('button', { name: 'Anna' }));
    const profile = screen.getByRole('menuitem', { name: 'My profile' });
    expect(profile).toHaveAttribute('href', '/profile');
    await user.click(profile);
    expect(await screen.findByText('at /profile')).toBeVisible();
    expect(routerPathname()).toBe('/profile');
  });

  it('uses the aria label for the trigger when given', () => {
    renderMenu(accountItems(), 'Account menu of Anna');
    expect(screen.getByRole('button', { name: 'Account menu of Anna' })).toBeVisible();
  });

  it('marks the current item as checked and keeps the lang of each label', async () => {
    const choose = vi.fn<(language: string) => void>();
    const { user } = renderMenu([
      {
        id: 'en',
        label: 'English',
        lang: 'en',
        isCurrent: true,
        onAction: () => {
          choose('en');
        },
      },
      {
        id: 'nl',
        label: 'Nederlands',
        lang: 'nl',
        onAction: () => {
          choose('nl');
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Anna' }));
    const english = screen.getByRole('menuitemradio', { name: 'English' });
    const dutch = screen.getByRole('menuitemradio', { name: 'Nederlands' });
    expect(english).toHaveAttribute('aria-checked', 'true');
    expect(dutch).toHaveAttribute('aria-checked', 'false');
    expect(dutch).toHaveAttribute('lang', 'nl');
    await user.click(dutch);
    expect(choose).toHaveBeenCalledWith('nl');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
