import type { Story } from '@ladle/react';
import { TextField } from './text-field';

export const Default: Story = () => <TextField label="E-mail address" type="email" name="email" />;

/** A field the form found wrong: red border, and the error read out with the field. */
export const WithError: Story = () => (
  <TextField
    label="E-mail address"
    type="email"
    name="email"
    defaultValue="not-an-address"
    errorMessage="Invalid email"
  />
);

export const WithDescription: Story = () => (
  <TextField
    label="Username"
    name="username"
    description="Shown to other members; not your e-mail address."
  />
);
