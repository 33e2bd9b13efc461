import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

// src/ui may not import the domain rule (formatBadgeCount); a stand-in with the same cap shows
// that Badge displays whatever the caller formats.
const capped = (count: number) => (count > 99 ? '99+' : String(count));

describe('Badge', () => {
  it('shows the formatted count and gives screen readers the label instead', () => {
    render(
      <a href="/chats">
        Messages <Badge count={3} format={capped} tone="unread" label="3 unread messages" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Messages 3 unread messages' })).toBeVisible();
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows what the format makes of large counts', () => {
    render(<Badge count={150} format={capped} tone="primary" label="150 new likes" />);
    expect(screen.getByText('99+')).toBeVisible();
    expect(screen.getByText('150 new likes')).toBeInTheDocument();
  });

  it('renders nothing at zero or below', () => {
    const { container } = render(
      <>
        <Badge count={0} format={capped} tone="unread" label="no unread messages" />
        <Badge count={-1} format={capped} tone="unread" label="no unread messages" />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows zero when asked to, as the credits badge does', () => {
    render(<Badge count={0} format={capped} tone="danger" label="0 credits left" showZero />);
    expect(screen.getByText('0')).toBeVisible();
    expect(screen.getByText('0 credits left')).toBeInTheDocument();
  });

  it('takes the colour of its tone', () => {
    render(<Badge count={5} format={capped} tone="warning" label="5 credits left" />);
    expect(screen.getByText('5').parentElement).toHaveClass('badge', 'warning');
  });
});
