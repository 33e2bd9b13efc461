import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TypesafeI18n from '../../locales/i18n-react';
import { loadLocaleAsync } from '../../locales/i18n-util.async';
import { TextField } from './text-field';

const renderField = async (ui: React.ReactNode) => {
  await loadLocaleAsync('en');
  return render(<TypesafeI18n locale="en">{ui}</TypesafeI18n>);
};

describe('TextField', () => {
  it('labels its input and takes typing', async () => {
    await renderField(<TextField label="Username" name="username" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'anna');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('anna');
  });

  it('ties its description and its error to the input', async () => {
    await renderField(
      <TextField label="E-mail" name="email" description="We never show it" errorMessage="Invalid email" />,
    );
    const input = screen.getByRole('textbox', { name: 'E-mail' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(/We never show it/);
    expect(input).toHaveAccessibleDescription(/Invalid email/);
  });

  it('is valid without an error', async () => {
    await renderField(<TextField label="E-mail" name="email" />);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeValid();
  });
});
