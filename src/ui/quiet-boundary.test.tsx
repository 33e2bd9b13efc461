import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuietBoundary } from './quiet-boundary';

const Broken = (): never => {
  throw new Error('chunk failed');
};

describe('QuietBoundary', () => {
  it('leaves out a part that fails and keeps the rest of the page', () => {
    // React reports the caught error on the console; this test expects exactly that one.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <h1>Page</h1>
        <QuietBoundary>
          <Broken />
        </QuietBoundary>
      </main>,
    );
    expect(screen.getByRole('heading', { name: 'Page' })).toBeVisible();
    expect(logged.mock.calls.flat().some((arg) => String(arg).includes('chunk failed'))).toBe(true);
  });

  it('shows a part that works', () => {
    render(
      <QuietBoundary>
        <p>Overlay</p>
      </QuietBoundary>,
    );
    expect(screen.getByText('Overlay')).toBeVisible();
  });
});
