import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { clock } from '../../lib/clock';
import styles from './footer.module.css';

/**
 * The disclaimer under every default page: adults only, the site's own fictional-profile wording
 * (a per-site setting, always shown as plain text) and who runs the site.
 */
export const Disclaimer = () => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings().data?.settings;
  if (settings === undefined) return null;
  const { company } = settings;
  return (
    <div className={styles.disclaimer}>
      <p>{LL.footer.adultsOnly()}</p>
      {settings.fictional_warning !== '' && <p>{settings.fictional_warning}</p>}
      <p>
        {LL.footer.copyright({
          year: clock.now().getFullYear(),
          company: company.name,
          address: `${company.address}, ${company.city}`,
        })}
      </p>
    </div>
  );
};
