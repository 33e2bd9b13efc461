import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { exportMyData } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { errorMessage } from '../errors';
import { Alert, Button } from '../../ui';
import { exportFileName } from './export-file-name';
import { useFileSaver } from './save-file';
import styles from './your-data-section.module.css';

/**
 * GDPR art. 15 and 20 (decision 027): the member downloads everything the site holds about them
 * as one JSON file. The file is fetched through the one HTTP policy (a GET, so a lost answer is
 * asked again safely) and saved by the page, named for the site and the day. One press, one file:
 * a second press while the first is on its way does nothing.
 */
export const YourDataSection = () => {
  const { LL } = useI18nContext();
  const t = LL.yourData;
  const headingId = useId();
  const explanationId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttonId = useId();
  // The disabled button drops the focus to the page: it takes it back when the request ends.
  const pressedWithFocus = useRef(false);
  // Set in the press itself: `isPending` reaches the button only with the next render.
  const running = useRef(false);
  const domain = useSiteSettings().data?.settings.domain ?? globalThis.location.hostname;
  const saveFile = useFileSaver();
  const download = useMutation({ mutationFn: () => exportMyData() });

  useEffect(() => {
    if (download.isPending || !pressedWithFocus.current) return;
    pressedWithFocus.current = false;
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById(buttonId)?.focus();
  }, [download.isPending, buttonId]);

  const start = () => {
    if (running.current) return;
    running.current = true;
    pressedWithFocus.current = document.activeElement?.id === buttonId;
    download.mutate(undefined, {
      onSuccess: (data) => {
        saveFile(JSON.stringify(data, null, 2), exportFileName(domain, data.exported_at), 'application/json');
      },
      onSettled: () => {
        running.current = false;
      },
    });
  };

  const progress = download.isPending ? t.preparing() : download.isSuccess ? t.downloading() : '';

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t.heading()}
      </h2>
      <p id={explanationId}>{t.explanation()}</p>
      <div className={styles.actions}>
        {/* isDisabled, not isPending: see PendingNote for the dangling node isPending leaves. */}
        <Button
          id={buttonId}
          variant="outline"
          isDisabled={download.isPending}
          aria-describedby={explanationId}
          onPress={start}
        >
          {t.download()}
        </Button>
        {/* Always there, so that a screen reader hears each change of it. */}
        <span role="status" className={download.isSuccess ? styles.done : styles.progress}>
          {progress}
        </span>
      </div>
      {download.isError && (
        <div className={styles.failure}>
          <Alert tone="danger" live="assertive">
            {t.failed()} {errorMessage(LL, download.error)}
          </Alert>
          <div>
            <Button
              variant="outline"
              onPress={() => {
                // The button goes with the failure: the keyboard goes on from the heading.
                headingRef.current?.focus();
                start();
              }}
            >
              {t.retry()}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
};
