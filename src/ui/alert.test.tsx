import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import TypesafeI18n from '../../locales/i18n-react';
import { translations } from '../../tests/utils/i18n';
import { Alert, type AlertProps } from './alert';

const LL = translations('en');

const renderAlert = (props: Omit<AlertProps, 'children'>) =>
  render(<Alert {...props}>Your e-mail address is not confirmed yet</Alert>, {
    wrapper: ({ children }: { children: ReactNode }) => <TypesafeI18n locale="en">{children}</TypesafeI18n>,
  });

describe('Alert', () => {
  it('is a polite status message by default', () => {
    renderAlert({ tone: 'info' });
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail address is not confirmed yet');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('is an alert when assertive', () => {
    renderAlert({ tone: 'danger', live: 'assertive' });
    expect(screen.getByRole('alert')).toHaveTextContent('Your e-mail address is not confirmed yet');
  });

  it('has no close button unless it can be dismissed', () => {
    renderAlert({ tone: 'warning' });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('calls onDismiss from its close button', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    renderAlert({ tone: 'success', onDismiss });
    await user.click(screen.getByRole('button', { name: LL.ui.dismiss() }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('closes from the keyboard with a native button that never submits a form', async () => {
    const onDismiss = vi.fn();
    const user = userEvent.setup();
    renderAlert({ tone: 'info', onDismiss });
    const dismiss = screen.getByRole('button', { name: LL.ui.dismiss() });
    expect(dismiss).toHaveAttribute('type', 'button');
    await user.tab();
    expect(dismiss).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ }');
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });
});
