import { useI18nContext } from '../../../locales/i18n-react';
import { VisuallyHidden } from '../../ui';
import { SkeletonBox, SkeletonLine } from '../../ui/skeleton';
import styles from './credits.module.css';

/** Four packages at their final size (the seed and the contract's answers have up to four). */
export const BundlesSkeleton = () => {
  const { LL } = useI18nContext();
  return (
    <div role="status" aria-busy="true" className={styles.bundles}>
      <VisuallyHidden>{LL.common.loading()}</VisuallyHidden>
      <SkeletonLine size="lg" width="12rem" />
      <div className={styles.bundleList}>
        {[0, 1, 2, 3].map((n) => (
          <SkeletonBox key={n} width="100%" height="var(--bundle-height)" />
        ))}
      </div>
    </div>
  );
};

/** Method rows at their final height, as many as the country offers (src/domain/payment-methods.ts). */
export const MethodsSkeleton = ({ rows }: { rows: number }) => {
  const { LL } = useI18nContext();
  return (
    <div role="status" aria-busy="true" className={styles.methods}>
      <VisuallyHidden>{LL.common.loading()}</VisuallyHidden>
      <SkeletonLine size="lg" width="12rem" />
      <div className={styles.methodList}>
        {Array.from({ length: rows }, (_, n) => (
          <SkeletonBox key={n} width="100%" height="var(--method-height)" />
        ))}
      </div>
    </div>
  );
};
