import { useI18nContext } from '../../../locales/i18n-react';
import { Button, Modal, TextLink } from '../../ui';
import styles from './entry-warning.module.css';

/** Where "Leave" takes a visitor who does not want to see adult content. */
const leaveUrl = 'https://www.google.com/';

interface EntryWarningDialogProps {
  siteName: string;
  onEnter: () => void;
}

/**
 * The large site-entry warning of spec §2: no header close and no footer, and it cannot be
 * dismissed by the backdrop or Escape — entering (the skip) or leaving are the only ways out.
 * Its own chunk: most page loads never show it.
 */
const EntryWarningDialog = ({ siteName, onEnter }: EntryWarningDialogProps) => {
  const { LL } = useI18nContext();
  return (
    <Modal
      isOpen
      onOpenChange={() => undefined}
      title={LL.entryWarning.title()}
      size="lg"
      isDismissable={false}
      isKeyboardDismissDisabled
      showCloseButton={false}
    >
      <div className={styles.body}>
        <p>{LL.entryWarning.adultContent({ siteName })}</p>
        <p>{LL.entryWarning.confirmAge()}</p>
        <div className={styles.actions}>
          <Button onPress={onEnter}>{LL.entryWarning.enter()}</Button>
          <a className={styles.leave} href={leaveUrl} rel="noreferrer">
            {LL.entryWarning.leave()}
          </a>
        </div>
        <p className={styles.small}>
          {LL.entryWarning.agreePrefix()} <TextLink href="/pages/terms">{LL.footer.terms()}</TextLink>
          {' · '}
          <TextLink href="/pages/cookies">{LL.footer.cookies()}</TextLink>
        </p>
      </div>
    </Modal>
  );
};

export default EntryWarningDialog;
