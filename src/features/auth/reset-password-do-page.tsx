import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getCheckPasswordResetTokenQueryOptions } from '../../../generated/hooks/account/account';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { Alert, Button, PendingNote, TextLink } from '../../ui';
import { errorMessage } from '../errors';
import styles from './auth-screen.module.css';
import { NewPasswordForm } from './new-password-form';
import { isWellFormedEmailToken } from '../../domain/mail-links';
import { isLinkRefusal } from './reset-token';

const titleId = 'reset-password-do-title';

/** Spec §8: a used, expired or unknown link says so in the spec's words and leads to a new mail. */
const LinkInvalid = () => {
  const { LL } = useI18nContext();
  return (
    <>
      <Alert tone="danger" live="assertive">
        {LL.apiErrors.reset_link_invalid()}
      </Alert>
      <p>
        <TextLink href="/reset-password">{LL.passwordReset.requestNew()}</TextLink>
      </p>
    </>
  );
};

const TokenCheck = ({ token }: { token: string }) => {
  const { LL } = useI18nContext();
  const [invalidLater, setInvalidLater] = useState(false);
  // Saving starts the session, which drops every cached query, this check's too; a still mounted
  // check would then ask again about the link just used up (410) before the screen moves on.
  const [saved, setSaved] = useState(false);
  const check = useQuery(
    getCheckPasswordResetTokenQueryOptions(
      { token },
      { query: { staleTime: Infinity, gcTime: 0, enabled: !saved } },
    ),
  );

  if (saved) return null;
  if (invalidLater) return <LinkInvalid />;
  if (check.isPending) {
    return (
      <p role="status" aria-busy="true">
        {LL.passwordReset.checking()}
      </p>
    );
  }
  if (check.isError) {
    if (isLinkRefusal(check.error)) return <LinkInvalid />;
    return (
      <>
        <Alert tone="danger" live="assertive">
          {errorMessage(LL, check.error)}
        </Alert>
        <div className={styles.actions}>
          <Button
            variant="outline"
            onPress={() => {
              void check.refetch();
            }}
          >
            {LL.passwordReset.retry()}
          </Button>
          <PendingNote isPending={check.isFetching} />
        </div>
      </>
    );
  }
  return (
    <NewPasswordForm
      token={token}
      email={check.data.email}
      labelledBy={titleId}
      onLinkInvalid={() => {
        setInvalidLater(true);
      }}
      onSaved={() => {
        setSaved(true);
      }}
    />
  );
};

/** `/reset-password/do?token=…`: the link from the reset mail, checked before the form shows. */
const ResetPasswordDoPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <section aria-labelledby={titleId} className={styles.screen}>
      <h1 id={titleId} className={styles.title}>
        {LL.routes[routeTitle]()}
      </h1>
      {isWellFormedEmailToken(token) ? <TokenCheck key={token} token={token} /> : <LinkInvalid />}
    </section>
  );
};

export default ResetPasswordDoPage;
