import { Link } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import styles from './top-bar.module.css';

/** Spec §2: the logo leads members to the members area and visitors to the home page. */
export const Logo = ({ loggedIn, siteName }: { loggedIn: boolean; siteName: string | undefined }) => {
  const { LL } = useI18nContext();
  return (
    <Link
      to={loggedIn ? '/members' : '/'}
      className={styles.logo}
      aria-label={LL.topBar.logoLabel({ siteName: siteName ?? '' })}
    >
      <span aria-hidden="true" className={styles.logoMark}>
        ♥
      </span>
      <span className={styles.logoName}>{siteName}</span>
    </Link>
  );
};
