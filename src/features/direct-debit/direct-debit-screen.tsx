import { useGetDirectDebitForm } from '../../../generated/hooks/commerce/commerce';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError } from '../../api';
import { Alert, Button, ButtonLink, PageLoading } from '../../ui';
import { SkeletonBox, SkeletonLine, SkeletonStack } from '../../ui/skeleton';
import { errorMessage } from '../errors';
import type { DirectDebitAddress } from './direct-debit-address';
import { DirectDebitFlowView } from './direct-debit-flow-view';
import { RefusalMessage, refusalOf } from './refusal-message';
import styles from './direct-debit.module.css';

/** The order and the form's fields at their final size while the form loads. */
const DirectDebitSkeleton = () => (
  <PageLoading>
    <div className={styles.layout}>
      <div className={styles.aside}>
        <SkeletonStack className={styles.summary}>
          <SkeletonLine size="lg" width="8rem" />
          <SkeletonLine size="xl" width="10rem" />
          <SkeletonLine width="7rem" />
          <SkeletonLine width="12rem" />
        </SkeletonStack>
      </div>
      <SkeletonStack className={styles.main}>
        <SkeletonLine size="lg" width="14rem" />
        {Array.from({ length: 5 }, (_, field) => (
          <SkeletonStack key={field}>
            <SkeletonLine width="8rem" />
            <SkeletonBox width="100%" height="44px" />
          </SkeletonStack>
        ))}
      </SkeletonStack>
    </div>
  </PageLoading>
);

/** Why the form could not be shown, and the way on: never a blank screen (SLICE.md). */
const LoadProblem = ({ error, retry }: { error: unknown; retry: () => void }) => {
  const { LL } = useI18nContext();
  const t = LL.directDebit;
  const refusal = refusalOf(error);
  if (refusal !== undefined)
    return (
      <Alert tone="danger" live="assertive">
        <RefusalMessage refusal={refusal} error={error} />
      </Alert>
    );
  if (isApiError(error, 'not_found'))
    return (
      <Alert tone="danger" live="assertive">
        <div className={styles.refusal}>
          <p>{t.load.notFound()}</p>
          <div className={styles.links}>
            <ButtonLink href="/credits">{t.links.credits()}</ButtonLink>
          </div>
        </div>
      </Alert>
    );
  return (
    <div className={styles.refusal}>
      <Alert tone="danger" live="assertive">
        {`${t.load.failed()} ${errorMessage(LL, error)}`}
      </Alert>
      <div>
        <Button onPress={retry}>{t.load.retry()}</Button>
      </div>
    </div>
  );
};

/**
 * The form for the package of the address (getDirectDebitForm): its prefill from the last
 * mandate and the package. An account blocked for direct debit is told so before it fills in
 * anything (spec §8).
 */
export const DirectDebitScreen = ({ address }: { address: DirectDebitAddress }) => {
  const form = useGetDirectDebitForm({ bundle_id: address.bundleId });
  if (form.isError && form.data === undefined)
    return <LoadProblem error={form.error} retry={() => void form.refetch()} />;
  if (form.data === undefined) return <DirectDebitSkeleton />;
  return <DirectDebitFlowView address={address} prefill={form.data.form} bundle={form.data.bundle} />;
};
