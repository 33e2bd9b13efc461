import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField, type SelectFieldProps, type SelectItem } from './select-field';
import { InAForm } from './select-field.stories';

const months: readonly SelectItem[] = [
  { id: '03', label: 'March' },
  { id: '04', label: 'April' },
  { id: '05', label: 'May' },
  { id: '06', label: 'June' },
];

/** The field as a screen holds it: the chosen id in state, the change reported to the test. */
const Month = ({ onChange, ...props }: Partial<SelectFieldProps>) => {
  const [value, setValue] = useState<string | null>(null);
  return (
    <SelectField
      label="Month"
      items={months}
      placeholder="Choose a month"
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
      {...props}
    />
  );
};

const button = () => screen.getByRole('button', { name: /Month$/ });

describe('SelectField', () => {
  it('names its button by the label and shows the placeholder while nothing is chosen', () => {
    render(<Month />);
    expect(button()).toHaveTextContent('Choose a month');
    expect(button()).toBeValid();
  });

  it('opens with Enter, picks a month by its typed name, chooses with Enter and hands the focus back', async () => {
    const onChange = vi.fn<(id: string) => void>();
    const user = userEvent.setup();
    render(<Month onChange={onChange} />);
    await user.tab();
    expect(button()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox', { name: 'Month' })).toBeVisible();
    await user.keyboard('May');
    expect(screen.getByRole('option', { name: 'May' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('05');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button()).toHaveTextContent('May');
    await waitFor(() => {
      expect(button()).toHaveFocus();
    });
  });

  it('chooses with a click and says when the list opens and closes', async () => {
    const onOpenChange = vi.fn<(isOpen: boolean) => void>();
    const user = userEvent.setup();
    render(<Month onOpenChange={onOpenChange} />);
    await user.click(button());
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByRole('option', { name: 'April' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(button()).toHaveTextContent('April');
  });

  it('ties its description and its error to the button and marks it invalid', () => {
    render(<Month description="As on your passport" errorMessage="Please fill in this field" />);
    expect(button()).toBeInvalid();
    expect(button()).toHaveAccessibleDescription(/As on your passport/);
    expect(button()).toHaveAccessibleDescription(/Please fill in this field/);
  });

  it('is invalid without a message of its own when a group shows the message', () => {
    render(
      <>
        <p id="group-error">Invalid date of birth</p>
        <Month isInvalid aria-describedby="group-error" />
      </>,
    );
    expect(button()).toBeInvalid();
    expect(button()).toHaveAccessibleDescription('Invalid date of birth');
  });

  it('does not open while disabled', async () => {
    const user = userEvent.setup();
    render(<Month isDisabled />);
    expect(button()).toBeDisabled();
    await user.click(button());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('takes the focus when the form finds it the first error', async () => {
    const user = userEvent.setup();
    // The story's form: sending without a country marks it and raises the form's errorFocusKey.
    render(<InAForm />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const country = screen.getByRole('button', { name: /Country$/ });
    expect(country).toHaveFocus();
    expect(country).toBeInvalid();
    expect(country).toHaveAccessibleDescription('Please fill in this field');
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(country).toHaveTextContent('Belgium');
    expect(country).toBeValid();
    expect(screen.queryByText('Please fill in this field')).not.toBeInTheDocument();
  });
});
