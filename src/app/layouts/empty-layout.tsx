import { EntryWarning, SignupModal } from '../../features/shell';
import { Container } from '../../ui';
import { PageContent } from './page-content';
import { useCurrentRouteName } from './use-current-route';
import styles from './layouts.module.css';

/** Spec §2 empty layout: the screen and the signup modal, nothing else. */
export const EmptyLayout = () => {
  const routeName = useCurrentRouteName();
  return (
    <div className={styles.page}>
      <Container className={styles.grow}>
        <PageContent className={styles.main} />
      </Container>
      <EntryWarning layout="empty" routeName={routeName ?? ''} />
      <SignupModal />
    </div>
  );
};
