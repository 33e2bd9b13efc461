import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TypesafeI18n from '../../locales/i18n-react';
import { loadLocaleAsync } from '../../locales/i18n-util.async';
import { TextAreaField } from './text-area-field';

const renderField = async (ui: React.ReactNode) => {
  await loadLocaleAsync('en');
  return render(<TypesafeI18n locale="en">{ui}</TypesafeI18n>);
};

describe('TextAreaField', () => {
  it('labels its text area and keeps every character of a long paste', async () => {
    await renderField(<TextAreaField label="About me" name="about" />);
    const area = screen.getByRole('textbox', { name: 'About me' });
    area.focus();
    const long = 'x'.repeat(3000);
    await userEvent.paste(long);
    expect(area).toHaveValue(long);
    expect(area).not.toHaveAttribute('maxlength');
  });

  it('ties its description and error to the text area', async () => {
    await renderField(
      <TextAreaField
        label="About me"
        name="about"
        description="0 of 2000 characters"
        errorMessage="Use at most 2000 characters"
      />,
    );
    const area = screen.getByRole('textbox', { name: 'About me' });
    expect(area).toBeInvalid();
    expect(area).toHaveAccessibleDescription(/0 of 2000 characters/);
    expect(area).toHaveAccessibleDescription(/Use at most 2000 characters/);
  });
});
