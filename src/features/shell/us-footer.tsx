import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import styles from './footer.module.css';

/** Spec §1, §6: US visitors get an extra footer, and only in English. */
export const UsFooter = () => {
  const { LL, locale } = useI18nContext();
  const country = useSiteSettings().data?.settings.geoip_country;
  if (country !== 'US' || locale !== 'en') return null;
  return (
    <section className={styles.usFooter} aria-label={LL.footer.usTitle()}>
      <h2 className={styles.heading}>{LL.footer.usTitle()}</h2>
      <p className={styles.text}>{LL.footer.usStatement()}</p>
    </section>
  );
};
