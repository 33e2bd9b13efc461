import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { DropdownItem } from './dropdown-menu';
import { dropdownMenuCode, MenuButton } from './menu-button';
import { AriaRouterBridge } from './router-bridge';

const failed = 'The menu could not be opened.';

const accountItems: DropdownItem[] = [
  { id: 'profile', label: 'My profile', href: '/profile' },
  { id: 'settings', label: 'Settings', href: '/notifications' },
  { id: 'logout', label: 'Logout', onAction: () => undefined },
];

const languageItems: DropdownItem[] = [
  { id: 'en', label: 'English', lang: 'en' },
  { id: 'nl', label: 'Nederlands', lang: 'nl', isCurrent: true },
  { id: 'fr', label: 'Français', lang: 'fr' },
];

const renderMenu = (items = accountItems) => {
  const page = (
    <AriaRouterBridge>
      <MenuButton
        triggerLabel="Anna"
        triggerAriaLabel="Anna, account menu"
        loadFailedMessage={failed}
        items={items}
      />
    </AriaRouterBridge>
  );
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={page} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
};

// While the menu is open, react-aria hides the rest of the page from assistive technology.
const trigger = () => screen.getByRole('button', { name: 'Anna, account menu', hidden: true });

/** The offline browser's word for a chunk it could not fetch. */
const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: /assets/dropdown-menu.js');

describe('MenuButton', () => {
  it('paints a plain, closed menu button and fetches no menu code until someone comes near', async () => {
    const load = vi.spyOn(dropdownMenuCode, 'load');
    const user = renderMenu();
    expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    // react-aria marks its own components; the first paint has none of them.
    expect(trigger()).not.toHaveAttribute('data-rac');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    // A pointer on its way to the button fetches the code ahead of the press, without opening.
    await user.hover(trigger());
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('loads the menu on Enter, focuses the first item, and Escape returns focus to the trigger', async () => {
    const user = renderMenu();
    await user.tab();
    expect(trigger()).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(screen.getByRole('menuitem', { name: 'My profile' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(trigger()).toHaveFocus();
    });
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    { key: 'Space', keys: '{ }', focused: 'My profile' },
    { key: 'ArrowDown', keys: '{ArrowDown}', focused: 'My profile' },
    { key: 'ArrowUp', keys: '{ArrowUp}', focused: 'Logout' },
  ])('opens with $key as react-aria does, focus on $focused', async ({ keys, focused }) => {
    const user = renderMenu();
    await user.tab();
    await user.keyboard(keys);
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(screen.getByRole('menuitem', { name: focused })).toHaveFocus();
  });

  it('opens on a click with the checked item focused, and keeps working as a menu afterwards', async () => {
    const user = renderMenu(languageItems);
    await user.click(trigger());
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(screen.getByRole('menuitemradio', { name: 'Nederlands' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => {
      expect(trigger()).toHaveFocus();
    });
    // Now react-aria's own trigger: the keyboard lands on the checked item too.
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(screen.getByRole('menuitemradio', { name: 'Nederlands' })).toHaveFocus();
    expect(trigger()).toHaveAttribute('data-rac');
  });

  it('says so by the trigger when the menu code cannot be fetched, and opens on the next press', async () => {
    const load = vi.spyOn(dropdownMenuCode, 'load').mockRejectedValue(chunkFailure());
    const user = renderMenu();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(failed);
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(trigger()).toHaveFocus();
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');

    // Leaving the button takes the note away, so it covers nothing for good.
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    load.mockRestore();
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
