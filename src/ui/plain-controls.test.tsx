import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { PlainButton } from './button';
import { PlainButtonLink, PlainTextLink } from './link';

/** The router's own location, outside the page: src/ui may not import the app's navigation store. */
const RouterLocation = () => <output aria-label="location">{useLocation().pathname}</output>;

const routerPathname = () => screen.getByRole('status', { name: 'location' }).textContent;

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
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="*" element={<Page />} />
      </Routes>
      <RouterLocation />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onClick };
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
    const { user } = renderPage();
    const login = screen.getByRole('link', { name: 'Login' });
    expect(login).toHaveClass('button', 'outline');
    expect(screen.getByRole('link', { name: 'Mail us' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );
    await user.click(screen.getByRole('link', { name: 'Terms' }));
    expect(await screen.findByText('at /pages/terms')).toBeVisible();
    await user.click(login);
    expect(routerPathname()).toBe('/login');
  });
});
