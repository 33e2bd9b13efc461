import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { Alert, Button, TextLink } from '../../ui';
import styles from './account.module.css';
import { useMailChangeCompletion } from './use-mail-change-completion';

/** /mail-change/do?token=…: the link mailed to the new address makes it the login address. */
const MailChangeDoPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const [search] = useSearchParams();
  const { completion, retry } = useMailChangeCompletion(search.get('token'));
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (completion.kind !== 'pending') resultRef.current?.focus();
  }, [completion.kind]);

  const result = () => {
    switch (completion.kind) {
      case 'pending':
        return (
          <p role="status" aria-busy="true">
            {LL.account.mailChangeDone.confirming()}
          </p>
        );
      case 'done':
        return (
          <>
            <Alert tone="success">{LL.account.mailChangeDone.done({ email: completion.email })}</Alert>
            <p>
              <TextLink href="/notifications">{LL.account.mailChangeDone.toSettings()}</TextLink>
            </p>
          </>
        );
      case 'invalid':
      case 'taken':
        return (
          <>
            <Alert tone="danger" live="assertive">
              {completion.kind === 'invalid'
                ? LL.apiErrors.mail_change_link_invalid()
                : LL.apiErrors.email_taken()}
            </Alert>
            <p>
              <TextLink href="/notifications">{LL.account.mailChangeDone.requestNew()}</TextLink>
            </p>
          </>
        );
      case 'failed':
        return (
          <>
            <Alert tone="danger" live="assertive">
              {completion.message}
            </Alert>
            <div>
              <Button onPress={retry}>{LL.account.mailChangeDone.retry()}</Button>
            </div>
          </>
        );
    }
  };

  return (
    <div className={styles.page}>
      <h1>{LL.routes[routeTitle]()}</h1>
      <div ref={resultRef} tabIndex={-1} className={`${styles.step} ${styles.notice}`}>
        {result()}
      </div>
    </div>
  );
};

export default MailChangeDoPage;
