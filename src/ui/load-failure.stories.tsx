import type { Story } from '@ladle/react';
import { useRef } from 'react';
import { LoadFailure } from './load-failure';

export const Failed: Story = () => {
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Blocked members
      </h2>
      <LoadFailure
        message="Your blocked members could not be loaded. Check your connection and try again."
        retryLabel="Try again"
        onRetry={() => undefined}
        focusOnRetry={heading}
      />
    </section>
  );
};
