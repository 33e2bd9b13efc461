import { useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { Button, Modal } from '../../ui';
import { SettingSwitch } from '../../ui/switch';
import { closeConsentChoices, saveConsent, useConsentChoice } from './consent-store';
import styles from './consent-choices-dialog.module.css';

/**
 * The categories one by one (decision 030), from the banner's "choose" or the footer's cookie
 * settings. Its own chunk: react-aria's dialog and switches stay out of a visitor's first render.
 * Closing it without saving changes nothing.
 */
const ConsentChoicesDialog = () => {
  const { LL } = useI18nContext();
  const current = useConsentChoice();
  const [statistics, setStatistics] = useState(current?.statistics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);
  const save = (choice: { statistics: boolean; marketing: boolean }) => {
    saveConsent(choice);
    closeConsentChoices();
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open) closeConsentChoices();
      }}
      title={LL.consentChoices.dialogTitle()}
      footer={
        <div className={styles.actions}>
          <Button
            variant="primary"
            onPress={() => {
              save({ statistics: true, marketing: true });
            }}
          >
            {LL.consent.acceptAll()}
          </Button>
          <Button
            variant="primary"
            onPress={() => {
              save({ statistics: false, marketing: false });
            }}
          >
            {LL.consent.rejectAll()}
          </Button>
          <Button
            variant="outline"
            onPress={() => {
              save({ statistics, marketing });
            }}
          >
            {LL.consentChoices.save()}
          </Button>
        </div>
      }
    >
      <div className={styles.categories}>
        <p>{LL.consentChoices.dialogIntro()}</p>
        <SettingSwitch
          label={LL.consentChoices.necessary()}
          description={LL.consentChoices.necessaryText()}
          isSelected
          isDisabled
          onChange={() => undefined}
        />
        <SettingSwitch
          label={LL.consentChoices.statistics()}
          description={LL.consentChoices.statisticsText()}
          isSelected={statistics}
          onChange={setStatistics}
        />
        <SettingSwitch
          label={LL.consentChoices.marketing()}
          description={LL.consentChoices.marketingText()}
          isSelected={marketing}
          onChange={setMarketing}
        />
      </div>
    </Modal>
  );
};

export default ConsentChoicesDialog;
