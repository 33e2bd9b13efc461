import { useEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { usePendingNavigation } from '../navigation/navigation-router';
import {
  createProgressController,
  hiddenProgress,
  type ProgressController,
  type ProgressView,
} from './navigation-progress-state';
import styles from './navigation-progress.module.css';

/** The value as the locale writes a percentage ("45%", "45 %"), as react-aria's ProgressBar said it. */
const percent = (locale: string, value: number): string =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100);

export interface NavigationProgressProps {
  /** The navigation ended on an error (the layout shows an error screen). */
  failed?: boolean;
}

/**
 * Spec §4 and §9: a thin bar at the top while the next screen's code and texts load; see navigation-progress-state.ts for the timing.
 */
export const NavigationProgress = ({ failed = false }: NavigationProgressProps) => {
  const { LL, locale } = useI18nContext();
  const busy = usePendingNavigation();
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
    // A native progressbar, not react-aria's: the bar is part of every layout, and its ProgressBar
    // brought a number formatter and label code into the entry chunk for these few attributes.
    <div
      role="progressbar"
      aria-label={LL.status.loadingPage()}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(view.value)}
      aria-valuetext={percent(locale, view.value)}
      className={styles.bar}
      data-state={view.phase}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${view.value / 100})` }} />
    </div>
  );
};
