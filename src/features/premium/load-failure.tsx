import { useI18nContext } from '../../../locales/i18n-react';
import { Alert, PlainButton } from '../../ui';
import { errorMessage } from '../errors';
import styles from './premium.module.css';

/** A load that failed: what did not load and why, where the data would be, with a way to try again. */
export const LoadFailure = ({
  what,
  error,
  retryLabel,
  onRetry,
}: {
  what: string;
  error: unknown;
  retryLabel: string;
  onRetry: () => void;
}) => {
  const { LL } = useI18nContext();
  return (
    <div className={styles.failure}>
      <Alert tone="danger" live="assertive">
        {`${what} ${errorMessage(LL, error)}`}
      </Alert>
      <PlainButton variant="outline" onClick={onRetry}>
        {retryLabel}
      </PlainButton>
    </div>
  );
};
