import { useI18nContext } from '../../../locales/i18n-react';
import { ApiError } from '../../api';
import { Alert, Button } from '../../ui';
import { errorMessage } from '../errors';
import { fieldErrorMessage } from '../forms';
import { isLimitCode, LimitAlert } from './limit-alert';
import type { PhotoSending } from './use-send-photo';
import styles from './conversation.module.css';

export interface PhotoPanelProps {
  sending: PhotoSending;
  /** The site's `photo_credits`. */
  credits: number;
  onSend: () => void;
  onCancel: () => void;
}

/**
 * The chosen photo above the field, with what it costs: sent only on the member's word (a photo
 * costs more than a message), and kept with the reason when refused.
 */
export const PhotoPanel = ({ sending, credits, onSend, onCancel }: PhotoPanelProps) => {
  const { LL } = useI18nContext();
  const t = LL.chat.composer;
  if (sending.phase === 'idle') return null;
  if (sending.phase === 'refused') {
    return (
      <div className={styles.notice}>
        <Alert tone="danger" live="assertive" onDismiss={onCancel}>
          {fieldErrorMessage(LL, sending.problem)}
        </Alert>
      </div>
    );
  }
  const failure = sending.phase === 'failed' ? sending.error : undefined;
  const limitCode = failure instanceof ApiError && isLimitCode(failure.code) ? failure.code : undefined;
  return (
    <>
      {limitCode !== undefined && <LimitAlert code={limitCode} onDismiss={onCancel} />}
      <div className={styles.photoPanel}>
        <img
          className={styles.photoPreview}
          src={sending.preview}
          alt={t.photoChosen()}
          width={72}
          height={72}
        />
        <div className={styles.photoPanelText}>
          <p className={styles.photoPanelCost}>{t.photoCosts({ credits })}</p>
          {sending.phase === 'sending' && (
            <p className={styles.photoPanelState} role="status">
              {LL.chat.outbox.sending()}
            </p>
          )}
          {failure !== undefined && limitCode === undefined && (
            <p className={styles.photoPanelState} role="alert">
              {LL.chat.outbox.notSent()}: {errorMessage(LL, failure)}
            </p>
          )}
          <div className={styles.photoPanelActions}>
            <Button isDisabled={sending.phase === 'sending'} onPress={onSend}>
              {failure === undefined ? t.sendPhoto() : LL.chat.outbox.retry()}
            </Button>
            <Button variant="outline" isDisabled={sending.phase === 'sending'} onPress={onCancel}>
              {t.photoCancel()}
            </Button>
          </div>
        </div>
      </div>
    </>
  );
};
