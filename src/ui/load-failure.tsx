import type { RefObject } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import styles from './load-failure.module.css';

export interface LoadFailureProps {
  /** What could not be loaded, and why, in the member's language. */
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** Where the keyboard goes on while the retry runs: the button leaves with the failure. */
  focusOnRetry: RefObject<HTMLElement | null>;
}

/**
 * A part of a screen that could not be loaded: an assertive alert saying so, and a button to try
 * again. Pressed, the failure (and its button) make way for the part's skeleton, so the focus
 * moves to the section's heading first and a second failure is announced afresh.
 */
export const LoadFailure = ({ message, retryLabel, onRetry, focusOnRetry }: LoadFailureProps) => (
  <div className={styles.failure}>
    <Alert tone="danger" live="assertive">
      {message}
    </Alert>
    <div>
      <Button
        variant="outline"
        onPress={() => {
          focusOnRetry.current?.focus();
          onRetry();
        }}
      >
        {retryLabel}
      </Button>
    </div>
  </div>
);
