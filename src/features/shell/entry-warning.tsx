import { useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { shouldShowEntryWarning, type EntryWarningContext } from '../../domain/entry-warning';
import { clock } from '../../lib/clock';
import { localStore, readString, writeString } from '../../lib/storage';
import { Button, Modal, TextLink } from '../../ui';
import { entryWarningSkippedKey } from './entry-warning-key';
import styles from './entry-warning.module.css';

/** Where "Leave" takes a visitor who does not want to see adult content. */
const leaveUrl = 'https://www.google.com/';

interface EntryWarningProps {
  layout: EntryWarningContext['layout'];
  routeName: string;
}

/**
 * The large site-entry warning of spec §2: no header close and no footer, and it cannot be
 * dismissed by the backdrop or Escape — entering (the skip) or leaving are the only ways out.
 */
export const EntryWarning = ({ layout, routeName }: EntryWarningProps) => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings().data?.settings;
  const [skipped, setSkipped] = useState(
    () => readString(localStore(), entryWarningSkippedKey) !== undefined,
  );
  if (settings === undefined) return null;
  const isOpen = shouldShowEntryWarning({
    enabled: settings.enable_site_entry_popup,
    layout,
    routeName,
    country: settings.geoip_country,
    skipped,
  });
  const skip = () => {
    writeString(localStore(), entryWarningSkippedKey, clock.now().toISOString());
    setSkipped(true);
  };
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={() => undefined}
      title={LL.entryWarning.title()}
      size="lg"
      isDismissable={false}
      isKeyboardDismissDisabled
      showCloseButton={false}
    >
      <div className={styles.body}>
        <p>{LL.entryWarning.adultContent({ siteName: settings.name })}</p>
        <p>{LL.entryWarning.confirmAge()}</p>
        <p>
          {LL.entryWarning.agreePrefix()} <TextLink href="/pages/terms">{LL.footer.terms()}</TextLink>
          {' · '}
          <TextLink href="/pages/cookies">{LL.footer.cookies()}</TextLink>
        </p>
        <div className={styles.actions}>
          <Button autoFocus onPress={skip}>
            {LL.entryWarning.enter()}
          </Button>
          <a className={styles.leave} href={leaveUrl} rel="noreferrer">
            {LL.entryWarning.leave()}
          </a>
        </div>
      </div>
    </Modal>
  );
};
