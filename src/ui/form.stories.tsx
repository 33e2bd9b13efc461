import type { Story } from '@ladle/react';
import { Button } from './button';
import { Form } from './form';
import { TextField } from './text-field';

/** A form after a refused request: the message above, the values kept. */
export const WithError: Story = () => (
  <Form aria-label="Log in" error="Login failed, please try again" onSubmit={() => undefined}>
    <TextField label="E-mail address" type="email" name="email" defaultValue="anna@example.com" />
    <TextField label="Password" type="password" name="password" />
    <Button type="submit">Log in</Button>
  </Form>
);
