import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { getGetOwnProfileQueryKey, useUploadPhoto } from '../../../../generated/hooks/members/members';
import { useI18nContext } from '../../../../locales/i18n-react';
import { Button, Form } from '../../../ui';
import { errorMessage } from '../../errors';
import { fieldErrorMessage, serverFieldErrors, type FieldCode } from '../../forms';
import type { SignupStepProps } from '../step-props';
import { acceptedPhotoTypes, checkPhotoFile } from '../../../domain/photo-file-check';
import { PhotoPreview } from './photo-preview';
import { StepActions, StepFrame } from './step-frame';
import styles from './photo-step.module.css';

interface ChosenPhoto {
  file: File;
  /** The file's check has not answered yet (it reads the file's first bytes). */
  checking: boolean;
}

/** `missing`: Save was pressed before any photo was chosen. */
type PhotoError = FieldCode | 'missing';

/** Step 1: choose a profile photo, see it, and upload it as the main photo (spec §2, §4 Photo). */
export const PhotoStep = ({ onNext }: SignupStepProps) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const ids = { label: useId(), hint: useId(), status: useId(), error: useId(), browse: useId() };
  const [chosen, setChosen] = useState<ChosenPhoto>();
  const [photoError, setPhotoError] = useState<PhotoError>();
  const [formError, setFormError] = useState<string>();
  const [errorFocusKey, setErrorFocusKey] = useState(0);
  // Only the newest choice may report its check: an older, slower one must not overwrite it.
  const newest = useRef<File>(undefined);
  const sending = useRef(false);
  const upload = useUploadPhoto({
    mutation: {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: getGetOwnProfileQueryKey() }),
    },
  });

  const focusBrowse = () => document.getElementById(ids.browse)?.focus();

  const choose = (files: FileList | null) => {
    const file = files?.[0];
    // Closing the browser's chooser without a file keeps the photo chosen before.
    if (file === undefined) return;
    newest.current = file;
    setChosen({ file, checking: true });
    setPhotoError(undefined);
    setFormError(undefined);
    void checkPhotoFile(file).then((problem) => {
      if (newest.current !== file) return;
      setChosen({ file, checking: false });
      setPhotoError(problem);
    });
  };

  const submit = async () => {
    // A second press while the first is still checking or sending would upload the photo twice.
    if (sending.current) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  };

  const send = async () => {
    setFormError(undefined);
    if (chosen === undefined) {
      setPhotoError('missing');
      focusBrowse();
      return;
    }
    const problem = await checkPhotoFile(chosen.file);
    if (problem !== undefined) {
      setPhotoError(problem);
      focusBrowse();
      return;
    }
    try {
      await upload.mutateAsync({ data: { file: chosen.file, set_main: true } });
    } catch (error) {
      const { file } = serverFieldErrors(error, ['file'] as const);
      if (file !== undefined) {
        setPhotoError(file);
        focusBrowse();
      } else {
        // The photo limit, a lost connection, a server error: the chosen photo stays for a retry.
        setFormError(errorMessage(LL, error));
        setErrorFocusKey((key) => key + 1);
      }
      return;
    }
    onNext();
  };

  const photoErrorText =
    photoError === undefined
      ? undefined
      : photoError === 'missing'
        ? LL.signupPhoto.chooseFirst()
        : fieldErrorMessage(LL, photoError);
  const describedBy = [ids.status, ids.hint, photoErrorText === undefined ? undefined : ids.error]
    .filter((id) => id !== undefined)
    .join(' ');

  return (
    <StepFrame title={LL.signupPhoto.title()} why={LL.signupPhoto.why()}>
      <Form onSubmit={() => void submit()} error={formError} errorFocusKey={errorFocusKey}>
        <div role="group" aria-labelledby={ids.label} className={styles.picker}>
          <p id={ids.label} className={styles.label}>
            {LL.signupPhoto.label()}
          </p>
          <p id={ids.hint} className={styles.hint}>
            {LL.signupPhoto.hint()}
          </p>
          <FileTrigger acceptedFileTypes={acceptedPhotoTypes} onSelect={choose}>
            <Button id={ids.browse} variant="secondary" aria-describedby={describedBy}>
              {LL.signupPhoto.browse()}
            </Button>
          </FileTrigger>
          <p id={ids.status} className={styles.status}>
            {chosen === undefined
              ? LL.signupPhoto.noFile()
              : LL.signupPhoto.chosen({ name: chosen.file.name })}
          </p>
          {photoErrorText !== undefined && (
            <p id={ids.error} role="alert" className={styles.error}>
              {photoErrorText}
            </p>
          )}
          {chosen !== undefined && !chosen.checking && photoError === undefined && (
            <PhotoPreview file={chosen.file} alt={LL.signupPhoto.previewAlt()} />
          )}
        </div>
        <StepActions saveLabel={LL.signupPhoto.save()} isPending={upload.isPending} onSkip={onNext} />
      </Form>
    </StepFrame>
  );
};
