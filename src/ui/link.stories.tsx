import type { Story } from '@ladle/react';
import { ButtonLink, TextLink } from './link';

export const Text: Story = () => (
  <p>
    Read the <TextLink href="#terms">terms and conditions</TextLink> before you sign up.
  </p>
);

export const AsButtons: Story = () => (
  <p style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
    <ButtonLink href="#premium">Get Premium</ButtonLink>
    <ButtonLink href="#credits" variant="secondary">
      Buy credits
    </ButtonLink>
    <ButtonLink href="#login" variant="outline">
      Login
    </ButtonLink>
  </p>
);
