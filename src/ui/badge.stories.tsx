import type { Story } from '@ladle/react';
import { Badge } from './badge';

// Stories may not import src/domain either; this mirrors formatBadgeCount's cap.
const capped = (count: number) => (count > 99 ? '99+' : String(count));

export const Tones: Story = () => (
  <p style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
    <span>
      Messages <Badge count={3} format={capped} tone="unread" label="3 unread messages" />
    </span>
    <span>
      Likes <Badge count={12} format={capped} tone="primary" label="12 new likes" />
    </span>
    <span>
      Credits <Badge count={7} format={capped} tone="warning" label="7 credits left" />
    </span>
    <span>
      Credits <Badge count={0} format={capped} tone="danger" label="0 credits left" showZero />
    </span>
  </p>
);

export const Capped: Story = () => (
  <p>
    Messages <Badge count={150} format={capped} tone="unread" label="150 unread messages" />
  </p>
);
