import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
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

const renderLinks = () => {
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
};

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
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
      initialEntries: ['/activate/error'],
    });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
  });

  it('navigate client-side inside the router bridge', async () => {
    const { user, router } = renderLinks();
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    expect(await screen.findByText('at /terms')).toBeVisible();
    // Focus stays on the clicked link; the next stops are the mail link and the button link.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Premium worden' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('at /premium')).toBeVisible();
    expect(router.state.location.pathname).toBe('/premium');
  });
});
