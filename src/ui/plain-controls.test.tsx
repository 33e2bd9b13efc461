import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton } from './button';
import { PlainButtonLink, PlainTextLink } from './link';

const renderPage = (onClick = vi.fn()) => {
  const Page = () => (
    <>
      <p>at {useLocation().pathname}</p>
      <PlainButton onClick={onClick}>Sign up</PlainButton>
      <PlainButtonLink href="/login" variant="outline">
        Login
      </PlainButtonLink>
      <PlainTextLink href="/pages/terms">Terms</PlainTextLink>
      <PlainTextLink href="mailto:support@example.com">Mail us</PlainTextLink>
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/'] });
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router, onClick };
};

describe('the plain button and links of the first render', () => {
  it('is a native button with the Button look that never submits a form by itself', async () => {
    const { user, onClick } = renderPage();
    const signup = screen.getByRole('button', { name: 'Sign up' });
    expect(signup).toHaveAttribute('type', 'button');
    expect(signup).not.toHaveAttribute('data-rac');
    expect(signup).toHaveClass('button', 'primary');
    await user.tab();
    expect(signup).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ }');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('navigates client-side to app paths and leaves other addresses as they are', async () => {
    const { user, router } = renderPage();
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveClass('button', 'outline');
    expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    expect(await screen.findByText('at /pages/terms')).toBeVisible();
    await user.click(login);
    expect(router.state.location.pathname).toBe('/login');
  });
});
