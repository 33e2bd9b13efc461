import { useI18nContext } from '../../../../locales/i18n-react';
import { Alert } from '../../../ui';
import { errorMessage } from '../../errors';
import type { RelationOutcome } from './use-member-relation';
import styles from './member-view.module.css';

/**
 * What the last like or block did, said where the member pressed: a match is news, the others a
 * quiet confirmation; a refusal (blocked, invisible, offline) in the member's language.
 */
export const RelationNotice = ({ name, outcome }: { name: string; outcome: RelationOutcome | null }) => {
  const { LL } = useI18nContext();
  const t = LL.memberView.actions;
  const line = (() => {
    switch (outcome?.kind) {
      case undefined:
        return null;
      case 'failed':
        return (
          <Alert tone="danger" live="assertive">
            {errorMessage(LL, outcome.error)}
          </Alert>
        );
      case 'liked':
        return outcome.match ? (
          <Alert tone="success">{t.match({ name })}</Alert>
        ) : (
          <p className={styles.quietNotice}>{t.liked({ name })}</p>
        );
      case 'unliked':
        return <p className={styles.quietNotice}>{t.unliked()}</p>;
      case 'blocked':
        return <p className={styles.quietNotice}>{t.blocked({ name })}</p>;
      case 'unblocked':
        return <p className={styles.quietNotice}>{t.unblocked({ name })}</p>;
    }
  })();
  return (
    <div className={styles.notice} aria-live="polite">
      {line}
    </div>
  );
};
