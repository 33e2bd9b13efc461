import { useLocation, useNavigate } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { Container, PlainButton } from '../../ui';
import styles from './entry-warning.module.css';

/**
 * What stands in for the entry warning while an information page is read before entering
 * (decision 009): the page stays readable and scrollable, and this bar keeps the way back in
 * reach of the keyboard and of an installed app, which has no browser back button.
 */
export const EntryWarningYieldBar = ({ siteName }: { siteName: string }) => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const { key } = useLocation();
  // Back to the screen the warning was left on; a visit that began on this page has no such
  // screen (location key "default"), so it goes to the home page, which asks first.
  const back = () => void (key === 'default' ? navigate('/') : navigate(-1));
  return (
    <aside className={styles.yieldBar} aria-label={LL.entryWarning.yieldedLabel()}>
      <Container className={styles.yieldContent}>
        <p>{LL.entryWarning.yieldedNote({ siteName })}</p>
        <PlainButton variant="primary" onClick={back}>
          {LL.entryWarning.backToWarning()}
        </PlainButton>
      </Container>
    </aside>
  );
};
