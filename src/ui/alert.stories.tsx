import type { Story } from '@ladle/react';
import { Alert } from './alert';

export const Tones: Story = () => (
  <div style={{ display: 'grid', gap: 12 }}>
    <Alert tone="info">Please confirm your e-mail address.</Alert>
    <Alert tone="success">Your settings have been saved.</Alert>
    <Alert tone="warning">You have 3 credits left.</Alert>
    <Alert tone="danger" live="assertive">
      The payment failed. Please try a different payment method.
    </Alert>
  </div>
);

export const Dismissable: Story = () => (
  <Alert tone="info" onDismiss={() => undefined}>
    Add a profile photo to get more replies.
  </Alert>
);
