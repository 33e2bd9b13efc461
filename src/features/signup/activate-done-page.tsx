import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { useActivateAccount } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { isApiError, startSession } from '../../api';
import { Alert, Button, ButtonLink } from '../../ui';
import { errorMessage } from '../errors';
import styles from './activate-page.module.css';
import { activationTokenOf } from './activation-token';

const errorPath = '/activate/error';

/**
 * /activate/done?token=… (spec §4, §8): the link from the activation mail confirms the address.
 * It may be opened in another browser, so it needs no session; the answer starts one. The token
 * is used once per visit: the call is a POST with a side effect, so it is started by hand (once,
 * even when React runs effects twice) rather than as a query that could run again. A refused or
 * malformed link leads to the activation error page with the help.
 */
const ActivateDonePage = (_props: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const titleId = useId();
  const [search] = useSearchParams();
  const token = activationTokenOf(search);
  const queryClient = useQueryClient();
  // Kept while a new try runs, so the message and the focused retry button stay in place.
  const [failure, setFailure] = useState<unknown>();
  const activation = useActivateAccount({
    mutation: {
      onSuccess: (answer) => {
        startSession(queryClient, answer.user);
      },
      onError: (error) => {
        setFailure(error);
      },
    },
  });
  const { mutate } = activation;
  const startedFor = useRef<string>(undefined);
  const title = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (token === undefined || startedFor.current === token) return;
    startedFor.current = token;
    mutate({ data: { token } });
  }, [token, mutate]);

  // The result replaces the waiting heading: move there so it is read out and Tab starts below it.
  useEffect(() => {
    if (activation.isSuccess) title.current?.focus();
  }, [activation.isSuccess]);

  if (token === undefined) return <Navigate to={errorPath} replace />;
  if (isApiError(failure) && failure.status === 400) return <Navigate to={errorPath} replace />;

  if (activation.isSuccess) {
    return (
      <section aria-labelledby={titleId} className={styles.page}>
        <h1 id={titleId} ref={title} tabIndex={-1}>
          {LL.activation.doneTitle()}
        </h1>
        <p>{LL.activation.doneText()}</p>
        <div>
          <ButtonLink href="/members">{LL.activation.doneToMembers()}</ButtonLink>
        </div>
      </section>
    );
  }

  if (failure !== undefined) {
    return (
      <section aria-labelledby={titleId} className={styles.page}>
        <h1 id={titleId}>{LL.activation.doneFailedTitle()}</h1>
        <Alert tone="danger" live="assertive">
          {errorMessage(LL, failure)}
        </Alert>
        <div>
          <Button
            onPress={() => {
              if (!activation.isPending) mutate({ data: { token } });
            }}
          >
            {LL.activation.retry()}
          </Button>
        </div>
      </section>
    );
  }

  return (
    <section aria-labelledby={titleId} className={styles.page} aria-busy="true">
      <h1 id={titleId}>{LL.activation.doneConfirming()}</h1>
    </section>
  );
};

export default ActivateDonePage;
