import { useId } from 'react';
import { FileTrigger, Label, ProgressBar } from 'react-aria-components';
import { useI18nContext } from '../../../../locales/i18n-react';
import { acceptedPhotoTypes } from '../../../domain/photo-file-check';
import { Button } from '../../../ui';
import { fieldErrorMessage, useStillTrying } from '../../forms';
import { uploadErrorText } from './photo-error-text';
import { PhotoLimitNotice } from './photo-limit-notice';
import { UploadPreview } from './upload-preview';
import type { usePhotoUpload } from './use-photo-upload';
import styles from './profile-photos.module.css';

export interface PhotoUploadProps {
  upload: ReturnType<typeof usePhotoUpload>;
  limitReached: boolean;
  limit: number;
  paidUser: boolean;
}

/**
 * Adding a photo: Browse (spec §9's word) opens the browser's file chooser through react-aria's
 * FileTrigger, a real button for keyboard and screen reader. The chosen file shows with its
 * preview while it uploads, and stays after a failure with Try again. At the limit the notice
 * takes Browse's place; a file kept from a failure waits there until a place is free again.
 */
export const PhotoUpload = ({ upload, limitReached, limit, paidUser }: PhotoUploadProps) => {
  const { LL } = useI18nContext();
  const t = LL.profilePhotos.add;
  const ids = { title: useId(), hint: useId(), error: useId() };
  const { state } = upload;
  const sending = state.phase === 'sending';
  const stillTrying = useStillTrying(sending);

  const errorText =
    state.phase === 'refused'
      ? fieldErrorMessage(LL, state.problem)
      : state.phase === 'failed' && state.error !== undefined
        ? uploadErrorText(LL, state.error)
        : undefined;
  const describedBy = errorText === undefined ? ids.hint : `${ids.hint} ${ids.error}`;

  return (
    <div className={styles.add} role="group" aria-labelledby={ids.title}>
      <h3 id={ids.title} className={styles.addTitle}>
        {t.title()}
      </h3>
      {limitReached ? (
        <PhotoLimitNotice limit={limit} paidUser={paidUser} />
      ) : (
        <>
          <p id={ids.hint} className={styles.hint}>
            {t.hint()}
          </p>
          <FileTrigger acceptedFileTypes={acceptedPhotoTypes} onSelect={upload.choose}>
            <Button variant="outline" isDisabled={sending} aria-describedby={describedBy}>
              {t.browse()}
            </Button>
          </FileTrigger>
        </>
      )}
      {state.phase !== 'idle' && (
        <div className={styles.chosen}>
          {state.phase !== 'refused' && <UploadPreview file={state.file} alt={t.previewAlt()} />}
          <div className={styles.chosenText}>
            <p className={styles.fileName}>{t.chosen({ name: state.file.name })}</p>
            {sending && (
              <ProgressBar isIndeterminate className={styles.progress}>
                <Label className={styles.progressLabel}>{t.uploading()}</Label>
                <span className={styles.progressTrack}>
                  <span className={styles.progressFill} />
                </span>
              </ProgressBar>
            )}
            {stillTrying && (
              <p className={styles.stillTrying}>
                <span role="status">{LL.form.stillTrying()}</span>
                <Button variant="outline" onPress={upload.stop}>
                  {LL.form.stopSending()}
                </Button>
              </p>
            )}
            {errorText !== undefined && (
              <p id={ids.error} role="alert" className={styles.error}>
                {errorText}
              </p>
            )}
            {state.phase === 'failed' && (
              <div className={styles.chosenActions}>
                {!limitReached && <Button onPress={upload.retry}>{t.retry()}</Button>}
                <Button variant="outline" onPress={upload.discard}>
                  {t.discard()}
                </Button>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
};
