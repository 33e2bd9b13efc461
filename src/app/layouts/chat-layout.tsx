import { EntryWarning } from '../../features/shell';
import { PageContent } from './page-content';
import { useCurrentRouteName } from './use-current-route';
import styles from './layouts.module.css';

/** Spec §2 chat layout: the conversation takes the whole screen. */
export const ChatLayout = () => {
  const routeName = useCurrentRouteName();
  return (
    <div className={styles.fullScreen}>
      <PageContent className={styles.fullScreenMain} />
      <EntryWarning layout="chat" routeName={routeName ?? ''} />
    </div>
  );
};
