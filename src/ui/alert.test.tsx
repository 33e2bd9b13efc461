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
});
