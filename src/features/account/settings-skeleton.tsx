import type { ReactNode } from 'react';
import { SkeletonBox, SkeletonLine, SkeletonStack } from '../../ui/skeleton';
import styles from './account.module.css';

/** A text field still to come: its label line over a 44 px input, with a hint line if it has one. */
const SkeletonField = ({ labelWidth, hint = false }: { labelWidth: string; hint?: boolean }) => (
  <div className={styles.skeletonField}>
    <SkeletonLine width={labelWidth} />
    <SkeletonBox width="100%" height="44px" />
    {hint && <SkeletonLine width="80%" />}
  </div>
);

const SkeletonSection = ({ children }: { children: ReactNode }) => (
  <SkeletonStack className={styles.section}>{children}</SkeletonStack>
);

/**
 * The settings while their chunk and the notifications list load: the sections with their dividers, headings,
 * fields and buttons at the forms' own sizes, so the page has its final shape from the first paint
 * and the forms take the skeleton's place instead of pushing anything down.
 */
export const SettingsSkeleton = () => (
  <>
    {/* The notifications list (decision 026): its heading and two rows of 4.5rem. */}
    <SkeletonSection>
      <SkeletonLine size="lg" width="45%" />
      <SkeletonBox width="100%" height="9rem" />
    </SkeletonSection>
    <SkeletonSection>
      <SkeletonLine size="lg" width="40%" />
      <SkeletonLine width="70%" />
      <SkeletonField labelWidth="45%" />
      <SkeletonField labelWidth="35%" hint />
      <SkeletonBox width="12rem" height="44px" />
    </SkeletonSection>
    <SkeletonSection>
      <SkeletonLine size="lg" width="30%" />
      <SkeletonField labelWidth="30%" />
      <SkeletonField labelWidth="30%" hint />
      <SkeletonField labelWidth="40%" />
      <SkeletonBox width="10rem" height="44px" />
    </SkeletonSection>
    <SkeletonSection>
      <SkeletonLine size="lg" width="35%" />
      <SkeletonLine width="85%" />
      {/* The preferences table: its header row (32 px) and eight rows of 56 px. */}
      <SkeletonBox width="100%" height="480px" />
      <SkeletonLine width="75%" />
      <SkeletonBox width="12rem" height="44px" />
    </SkeletonSection>
    <SkeletonSection>
      <SkeletonLine size="lg" width="35%" />
      <SkeletonBox width="11rem" height="44px" />
      <SkeletonLine width="100%" />
      <SkeletonLine width="60%" />
    </SkeletonSection>
    <SkeletonSection>
      <SkeletonLine size="lg" width="45%" />
      <SkeletonLine width="100%" />
      <SkeletonLine width="50%" />
      <SkeletonBox width="100%" height="4rem" />
    </SkeletonSection>
    <SkeletonSection>
      <SkeletonLine size="lg" width="45%" />
      <SkeletonLine width="100%" />
      <SkeletonLine width="60%" />
      <SkeletonBox width="10rem" height="44px" />
    </SkeletonSection>
  </>
);
