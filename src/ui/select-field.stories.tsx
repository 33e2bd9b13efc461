import type { Story } from '@ladle/react';
import { useState } from 'react';
import { Button } from './button';
import { Form } from './form';
import { SelectField, type SelectFieldProps, type SelectItem } from './select-field';

const countries: readonly SelectItem[] = [
  { id: 'BE', label: 'Belgium' },
  { id: 'DE', label: 'Germany' },
  { id: 'NL', label: 'Netherlands' },
  { id: 'GB', label: 'United Kingdom' },
];

type CountryProps = Partial<Omit<SelectFieldProps, 'value' | 'onChange'>> & { initial?: string };

/** A country field holding its own choice, as a screen would. */
const Country = ({ initial, ...props }: CountryProps) => {
  const [country, setCountry] = useState<string | null>(initial ?? null);
  return (
    <SelectField
      label="Country"
      items={countries}
      placeholder="Please choose"
      value={country}
      onChange={setCountry}
      {...props}
    />
  );
};

/** Nothing chosen yet: the placeholder shows in the muted colour. */
export const Default: Story = () => <Country />;

export const WithDescription: Story = () => (
  <Country initial="NL" description="Members near you are shown first." />
);

/** A choice the server refused: red border, and the error read out with the button. */
export const WithError: Story = () => <Country initial="BE" errorMessage="This value is not allowed" />;

export const Disabled: Story = () => <Country initial="DE" isDisabled />;

/** Sending without a choice marks the field and moves the focus to it, as every form does. */
export const InAForm: Story = () => {
  const [country, setCountry] = useState<string | null>(null);
  const [attempts, setAttempts] = useState(0);
  return (
    <Form
      aria-label="Where you live"
      errorFocusKey={attempts}
      onSubmit={() => {
        if (country === null) setAttempts((count) => count + 1);
      }}
    >
      <SelectField
        label="Country"
        items={countries}
        value={country}
        onChange={setCountry}
        placeholder="Please choose"
        errorMessage={attempts > 0 && country === null ? 'Please fill in this field' : undefined}
      />
      <Button type="submit">Save</Button>
    </Form>
  );
};
