import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only, e.g. the words behind a badge's number. */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
  <span className={styles.visuallyHidden}>{children}</span>
);
