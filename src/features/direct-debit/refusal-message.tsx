import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError } from '../../api';
import { ButtonLink } from '../../ui';
import { formatWait } from './format-wait';
import styles from './direct-debit.module.css';

export type Refusal = 'blocked' | 'limit' | 'unavailable';

/** The refusals after which direct debit cannot go on now, whatever the member types (spec §8). */
export const refusalOf = (error: unknown): Refusal | undefined => {
  if (isApiError(error, 'direct_debit_blocked')) return 'blocked';
  if (isApiError(error, 'direct_debit_limit')) return 'limit';
  if (isApiError(error, 'payment_method_unavailable')) return 'unavailable';
  return undefined;
};

/**
 * What a refusal means and the ways on (spec §8): blocked for direct debit, another method; the
 * limit reached, try later (when, from `retry_after`), a cheaper package or another method; direct
 * debit not offered for this package, back to the credits page.
 */
export const RefusalMessage = ({ refusal, error }: { refusal: Refusal; error: unknown }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.directDebit;
  switch (refusal) {
    case 'blocked':
      return (
        <div className={styles.refusal}>
          <p>{LL.apiErrors.direct_debit_blocked()}</p>
          <p>{t.refused.blockedNext()}</p>
          <div className={styles.links}>
            <ButtonLink href="/credits">{t.links.otherMethod()}</ButtonLink>
          </div>
        </div>
      );
    case 'limit': {
      const wait = isApiError(error) ? error.details.retryAfter : undefined;
      return (
        <div className={styles.refusal}>
          <p>{LL.apiErrors.direct_debit_limit()}</p>
          {wait !== undefined && <p>{t.refused.limitWhen({ when: formatWait(wait, locale) })}</p>}
          <div className={styles.links}>
            <ButtonLink href="/credits">{t.links.cheaper()}</ButtonLink>
            <ButtonLink href="/credits" variant="outline">
              {t.links.otherMethod()}
            </ButtonLink>
          </div>
        </div>
      );
    }
    case 'unavailable':
      return (
        <div className={styles.refusal}>
          <p>{LL.apiErrors.payment_method_unavailable()}</p>
          <div className={styles.links}>
            <ButtonLink href="/credits">{t.links.credits()}</ButtonLink>
          </div>
        </div>
      );
  }
};
