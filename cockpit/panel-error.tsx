import styles from './cockpit.module.css';

/** The last action's failure, announced where it happened. */
export const PanelError = ({ error }: { error: string | null }) =>
  error === null ? null : (
    <p role="alert" className={styles.error}>
      {error}
    </p>
  );
