import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona } from '../../../tests/utils/simulation';
import { dropdownMenuCode } from '../../ui/menu-button';

const accountTrigger = async (LL: ReturnType<typeof translations>) =>
  screen.findByRole('button', { name: LL.topBar.accountMenu({ name: persona('free').name }) });

describe('account menu', () => {
  it("says in the member's language when the menu cannot load offline", async () => {
    await loginAs('free');
    const fi = translations('fi');
    vi.spyOn(dropdownMenuCode, 'load').mockRejectedValue(
      new TypeError('Failed to fetch dynamically imported module'),
    );
    const { user } = await renderApp({ path: '/pricing', locale: 'fi' });
    await user.click(await accountTrigger(fi));
    expect(await screen.findByRole('alert')).toHaveTextContent(fi.topBar.menuLoadFailed());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('offers the profile, the swipe game, the settings and logout, loaded on the first press', async () => {
    await loginAs('free');
    const LL = translations('en');
    const { user } = await renderApp({ path: '/pricing' });
    const trigger = await accountTrigger(LL);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('href')])).toEqual([
      [LL.topBar.myProfile(), '/profile'],
      [LL.routes.swipeGame(), '/swipe-game'],
      [LL.topBar.settings(), '/notifications'],
      [LL.topBar.logout(), null],
    ]);
    expect(items[0]).toHaveFocus();
  });
});
