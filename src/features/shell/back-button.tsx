import { useLocation, useNavigate } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { useIsInstalledApp } from '../../ui';
import buttonStyles from '../../ui/button.module.css';
import styles from './top-bar.module.css';

/** Spec §2: the routes that show a back button when the site runs as an installed app. */
export const backButtonRoutes: readonly string[] = [
  'members-id',
  'likes-type',
  'likes-m-id',
  'credits',
  'credits-id-paymentmethod',
];

/**
 * An installed app has no browser back button, so these screens get one — but only when there
 * is somewhere in the app to go back to (the first screen of a visit has location key "default").
 */
export const BackButton = ({ routeName }: { routeName: string | undefined }) => {
  const { LL } = useI18nContext();
  const installed = useIsInstalledApp();
  const navigate = useNavigate();
  const { key } = useLocation();
  if (!installed || key === 'default' || routeName === undefined || !backButtonRoutes.includes(routeName)) {
    return null;
  }
  return (
    // A native button, like the top bar's other first-render controls (see top-bar.tsx).
    <button
      type="button"
      onClick={() => void navigate(-1)}
      className={`${buttonStyles.button} ${buttonStyles.outline} ${styles.compact}`}
    >
      <span aria-hidden="true">←</span> {LL.topBar.back()}
    </button>
  );
};
