import { useEffect, useRef, useState } from 'react';
import { ProgressBar } from 'react-aria-components';
import { useNavigation } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import {
  createProgressController,
  hiddenProgress,
  type ProgressController,
  type ProgressView,
} from './navigation-progress-state';
import styles from './navigation-progress.module.css';

export interface NavigationProgressProps {
  /** The navigation ended on an error (the layout shows an error screen). */
  failed?: boolean;
}

/**
 * Spec §4 and §9: a thin bar at the top while the router loads the next page (its lazy code and
 * data) or submits; see navigation-progress-state.ts for the timing.
 */
export const NavigationProgress = ({ failed = false }: NavigationProgressProps) => {
  const { LL } = useI18nContext();
  const busy = useNavigation().state !== 'idle';
  const [view, setView] = useState<ProgressView>(hiddenProgress);
  const controller = useRef<ProgressController | undefined>(undefined);

  useEffect(() => {
    const progress = createProgressController(setView);
    controller.current = progress;
    return () => {
      progress.dispose();
      controller.current = undefined;
    };
  }, []);

  useEffect(() => {
    if (busy) controller.current?.start();
    else controller.current?.finish(failed);
  }, [busy, failed]);

  if (view.phase === 'hidden') return null;
  return (
    <ProgressBar
      aria-label={LL.status.loadingPage()}
      value={view.value}
      isIndeterminate={false}
      className={styles.bar}
      data-state={view.phase}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${view.value / 100})` }} />
    </ProgressBar>
  );
};
