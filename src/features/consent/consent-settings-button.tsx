import { useI18nContext } from '../../../locales/i18n-react';
import { openConsentChoices } from './consent-store';
import styles from './consent-banner.module.css';

/** The footer's way back to the cookie choice, beside the cookie policy (decision 030). */
export const ConsentSettingsButton = () => {
  const { LL } = useI18nContext();
  return (
    <button type="button" className={styles.settingsButton} onClick={openConsentChoices}>
      {LL.consent.change()}
    </button>
  );
};
