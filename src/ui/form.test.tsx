import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import TypesafeI18n from '../../locales/i18n-react';
import { loadLocaleAsync } from '../../locales/i18n-util.async';
import { Button } from './button';
import { Form } from './form';
import { TextField } from './text-field';

/** A form that finds the e-mail empty on submit, as a feature's form would. */
const EmailForm = ({ withFieldError, onValid }: { withFieldError: boolean; onValid: () => void }) => {
  const [email, setEmail] = useState('');
  const [attempts, setAttempts] = useState(0);
  const [error, setError] = useState<string>();
  return (
    <Form
      aria-label="Newsletter"
      error={error}
      errorFocusKey={attempts}
      onSubmit={() => {
        if (email.trim() !== '') {
          onValid();
          return;
        }
        setError(withFieldError ? undefined : 'The server said no');
        setAttempts((count) => count + 1);
      }}
    >
      <TextField label="Name" name="name" />
      <TextField
        label="E-mail"
        name="email"
        value={email}
        onChange={setEmail}
        errorMessage={withFieldError && attempts > 0 ? 'Please fill in this field' : undefined}
      />
      <Button type="submit">Send</Button>
    </Form>
  );
};

const renderForm = async (withFieldError: boolean, onValid = vi.fn()) => {
  await loadLocaleAsync('en');
  render(
    <TypesafeI18n locale="en">
      <EmailForm withFieldError={withFieldError} onValid={onValid} />
    </TypesafeI18n>,
  );
  return onValid;
};

describe('Form', () => {
  it('moves focus to the first invalid field after a failed submit', async () => {
    await renderForm(true);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Please fill in this field');
  });

  it("moves focus to the form's error when no field is marked", async () => {
    await renderForm(false);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The server said no');
    expect(alert.parentElement).toHaveFocus();
  });

  it('submits by Enter without a page load and leaves focus alone when valid', async () => {
    const onValid = await renderForm(true);
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'anna@example.com{Enter}');
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
