import type { Story } from '@ladle/react';
import { TextAreaField } from './text-area-field';

export const Default: Story = () => <TextAreaField label="About me" name="about" />;

/** Too long: the text stays, the field says by how much the limit is passed. */
export const WithError: Story = () => (
  <TextAreaField
    label="Signup message"
    name="message"
    defaultValue={'Hello! '.repeat(80)}
    description="560 of 500 characters"
    errorMessage="Use at most 500 characters"
  />
);
