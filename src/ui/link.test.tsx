import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ButtonLink, TextLink } from './link';
import { AriaRouterBridge } from './router-bridge';

const Page = () => (
  <AriaRouterBridge>
    <p>at {useLocation().pathname}</p>
    <TextLink href="/terms">Terms</TextLink>
    <TextLink href="mailto:support@example.com">Mail us</TextLink>
    <ButtonLink href="/premium" variant="secondary" lang="nl">
      Premium worden
    </ButtonLink>
  </AriaRouterBridge>
);

/** The router's own location, outside the page: src/ui may not import the app's navigation store. */
const RouterLocation = () => <output aria-label="location">{useLocation().pathname}</output>;

const renderLinks = (path = '/') => {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <RouterLocation />
    </MemoryRouter>,
  );
  return { user: userEvent.setup() };
};

const routerPathname = () => screen.getByRole('status', { name: 'location' }).textContent;

describe('TextLink and ButtonLink', () => {
  it('are links with their href', () => {
    renderLinks();
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    const premium = screen.getByRole('link', { name: 'Premium worden' });
    expect(premium).toHaveAttribute('href', '/premium');
    expect(premium).toHaveAttribute('lang', 'nl');
    expect(premium).toHaveClass('button', 'secondary');
  });

  it('leave mailto: links as they are, on any page', () => {
    renderLinks('/activate/error');
    expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it('navigate client-side inside the router bridge', async () => {
    const { user } = renderLinks();
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    expect(await screen.findByText('at /terms')).toBeVisible();
    // Focus stays on the clicked link; the next stops are the mail link and the button link.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Premium worden' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('at /premium')).toBeVisible();
    expect(routerPathname()).toBe('/premium');
  });
});
