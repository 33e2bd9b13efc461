import { useEffect, useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import styles from './offline-notice.module.css';
import { useOnlineStatus } from '../../ui';

/** How long "back online" stays after the connection returns. */
export const backOnlineNoticeMs = 4_000;

/**
 * Spec §4: tells the member when the connection is lost, and briefly when it is back. The live
 * region is always in the page, empty while online, so screen readers announce each change.
 */
export const OfflineNotice = () => {
  const { LL } = useI18nContext();
  const online = useOnlineStatus();
  const [backOnline, setBackOnline] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onOnline = () => {
      clearTimeout(timer);
      setBackOnline(true);
      timer = setTimeout(() => {
        setBackOnline(false);
      }, backOnlineNoticeMs);
    };
    const onOffline = () => {
      clearTimeout(timer);
      setBackOnline(false);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    };
  }, []);

  const message = !online
    ? { text: LL.status.offline(), tone: styles.offline }
    : backOnline
      ? { text: LL.status.backOnline(), tone: styles.backOnline }
      : undefined;

  return (
    <div role="status" className={styles.notice}>
      {message !== undefined && <p className={`${styles.banner} ${message.tone}`}>{message.text}</p>}
    </div>
  );
};
