import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { signup } from '../../../generated/hooks/account/account';
import type { SignupRequest } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError, startSession } from '../../api';
import { passwordLength, signupMessageMaxLength, usernameLength } from '../../domain/signup-rules';
import { clock } from '../../lib/clock';
import { readTracking } from '../../lib/tracking';
import { Alert, Button, Form, PendingNote, TextAreaField, TextField, TextLink } from '../../ui';
import { ReactivationOffer } from '../auth';
import { errorMessage } from '../errors';
import { hasFieldErrors, useFieldChecks } from '../forms';
import {
  accountErrorsFromServer,
  accountFieldMessage,
  accountFields,
  checkAccountField,
  dateOfBirthOf,
  isAccountFieldEmpty,
  signupMessageLength,
  type AccountField,
  type AccountValues,
} from './account-step-checks';
import { DateOfBirthField } from './account-step-date-of-birth';
import { useEmailAvailabilityCheck } from './account-step-email-check';
import { AccountStepLoginOffer } from './account-step-login-offer';
import { signupShown } from './signup-events';
import { signupProgress, useSignupProgress, type SignupDraft } from './signup-progress';
import styles from './account-step.module.css';

interface AccountStepProps {
  /** The site's signups are invite-only: the form asks for the invite code. */
  inviteOnly: boolean;
  /**
   * The account exists. Called before the session starts, so whoever shows the signup can hold on
   * to it while the access gate moves the new member on.
   */
  onCreated: () => void;
  /**
   * The member follows a login link out of the signup. The modal closes by itself when the screen
   * changes, but on /login the link leads to the screen already under it: it must close there too.
   */
  onLeave?: () => void;
}

/** Why the last signup request failed, kept as the error so its text follows the language. */
type Failure = { kind: 'message'; error: unknown } | { kind: 'reactivation'; email: string };

const currentEmail = () => signupProgress.get().draft.email.trim();

const checkNow = (field: AccountField, values: AccountValues) =>
  checkAccountField(field, values, clock.nowMs());

const requestOf = ({ draft, password, inviteOnly }: AccountValues): SignupRequest => {
  const tracking = readTracking();
  return {
    email: draft.email.trim(),
    name: draft.name.trim(),
    password,
    date_of_birth: dateOfBirthOf(draft),
    signup_message: draft.signupMessage.trim(),
    ...(Object.keys(tracking).length > 0 ? { tracking } : {}),
    ...(inviteOnly ? { invite_code: draft.inviteCode.trim() } : {}),
  };
};

/**
 * Step 0 of the signup: e-mail, username, password, date of birth and signup message (spec §3),
 * checked by the shared rules of spec §5 when a field is left and on submit; then the account is
 * created. Everything typed lives in the signup progress, so it survives closing the modal, moving
 * to the page and failed requests.
 */
export const AccountStep = ({ inviteOnly, onCreated, onLeave }: AccountStepProps) => {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const { draft, password } = useSignupProgress();
  const checks = useFieldChecks({ names: accountFields, check: checkNow, isEmpty: isAccountFieldEmpty });
  const { showServerErrors } = checks;
  const [failure, setFailure] = useState<Failure>();
  const [pending, setPending] = useState(false);
  const offer = useRef<HTMLDivElement>(null);
  const [offerFocusKey, setOfferFocusKey] = useState(0);

  // The reactivation offer replaces the form's answer: it takes the focus as an error would, in
  // the same commit that shows it (see the Form's error focus).
  useLayoutEffect(() => {
    if (offerFocusKey > 0) offer.current?.focus();
  }, [offerFocusKey]);

  useEffect(() => {
    signupShown();
  }, []);

  const values = useCallback((): AccountValues => {
    const progress = signupProgress.get();
    return { draft: progress.draft, password: progress.password, inviteOnly };
  }, [inviteOnly]);

  // The server's answer is an error like any other: it stays until the address is changed.
  const onAvailability = useCallback(
    (available: boolean) => {
      showServerErrors({ email: available ? undefined : 'email_taken' });
    },
    [showServerErrors],
  );
  const checkAvailability = useEmailAvailabilityCheck(currentEmail, onAvailability);

  const changeDraft = (field: AccountField, change: Partial<SignupDraft>) => {
    signupProgress.updateDraft(change);
    checks.changed(field, values());
  };

  const changePassword = (value: string) => {
    signupProgress.update({ password: value });
    checks.changed('password', values());
  };

  const left = (field: AccountField) => {
    const current = values();
    if (checks.left(field, current) && field === 'email') checkAvailability(current.draft.email.trim());
  };

  const failed = (error: unknown, email: string) => {
    if (isApiError(error, 'validation')) {
      const fields = accountErrorsFromServer(error);
      if (hasFieldErrors(fields)) showServerErrors(fields);
      else setFailure({ kind: 'message', error });
    } else if (isApiError(error, 'email_taken')) {
      showServerErrors({ email: 'email_taken' });
    } else if (isApiError(error, 'account_pending_deletion')) {
      setFailure({ kind: 'reactivation', email });
      setOfferFocusKey((key) => key + 1);
      return;
    } else {
      setFailure({ kind: 'message', error });
    }
    checks.raiseErrorFocus();
  };

  const submit = async () => {
    if (pending) return;
    const current = values();
    setFailure(undefined);
    if (!checks.checkAll(current)) return;
    setPending(true);
    try {
      const { user } = await signup(requestOf(current));
      // The step moves on before the session starts, so no screen sees a member at step 0.
      signupProgress.update({ step: 1, password: '' });
      onCreated();
      startSession(queryClient, user);
    } catch (error) {
      failed(error, current.draft.email.trim());
    } finally {
      setPending(false);
    }
  };

  const { errors } = checks;
  const message = (field: AccountField): string | undefined => {
    const code = errors[field];
    return code === undefined ? undefined : accountFieldMessage(LL, field, code);
  };

  return (
    <>
      {failure?.kind === 'reactivation' && (
        // Its own block, outside the form: it has a heading and a request of its own.
        <div ref={offer} tabIndex={-1} className={styles.offerBox}>
          <ReactivationOffer email={failure.email} />
        </div>
      )}
      <Form
        onSubmit={() => void submit()}
        aria-label={LL.signup.formLabel()}
        error={failure?.kind === 'message' ? errorMessage(LL, failure.error) : undefined}
        errorFocusKey={checks.errorFocusKey}
      >
        {inviteOnly && (
          <>
            <Alert tone="info">{LL.signup.inviteOnlyNote()}</Alert>
            <TextField
              label={LL.signup.inviteCode()}
              name="invite_code"
              autoComplete="off"
              value={draft.inviteCode}
              onChange={(inviteCode) => {
                changeDraft('inviteCode', { inviteCode });
              }}
              onBlur={() => {
                left('inviteCode');
              }}
              errorMessage={message('inviteCode')}
            />
          </>
        )}
        <div className={styles.email}>
          <TextField
            label={LL.form.email()}
            name="email"
            type="email"
            autoComplete="email"
            value={draft.email}
            onChange={(email) => {
              changeDraft('email', { email });
            }}
            onBlur={() => {
              left('email');
            }}
            errorMessage={message('email')}
          />
          {errors.email === 'email_taken' && (
            <AccountStepLoginOffer email={draft.email.trim()} onLeave={onLeave} />
          )}
        </div>
        <TextField
          label={LL.signup.username()}
          name="username"
          autoComplete="username"
          value={draft.name}
          onChange={(name) => {
            changeDraft('name', { name });
          }}
          onBlur={() => {
            left('name');
          }}
          description={LL.signup.usernameHelp(usernameLength)}
          errorMessage={message('name')}
        />
        <TextField
          label={LL.form.password()}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={changePassword}
          onBlur={() => {
            left('password');
          }}
          description={LL.signup.passwordHelp({ min: passwordLength.min })}
          errorMessage={message('password')}
        />
        <DateOfBirthField
          value={draft}
          onChange={(change) => {
            changeDraft('dateOfBirth', change);
          }}
          onBlur={() => {
            left('dateOfBirth');
          }}
          errorMessage={message('dateOfBirth')}
        />
        <TextAreaField
          label={LL.signup.signupMessage()}
          name="signup_message"
          value={draft.signupMessage}
          onChange={(signupMessage) => {
            changeDraft('signupMessage', { signupMessage });
          }}
          onBlur={() => {
            left('signupMessage');
          }}
          description={LL.form.characterCount({
            count: signupMessageLength(draft.signupMessage),
            max: signupMessageMaxLength,
          })}
          errorMessage={message('signupMessage')}
        />
        <div className={styles.actions}>
          <Button type="submit">{LL.signup.submit()}</Button>
          <PendingNote isPending={pending} />
        </div>
        <p className={styles.haveAccount}>
          {LL.signupEntry.haveAccount()}{' '}
          <TextLink href="/login" onPress={onLeave}>
            {LL.signup.logIn()}
          </TextLink>
        </p>
      </Form>
    </>
  );
};
