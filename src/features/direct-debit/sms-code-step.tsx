import { useEffect, useRef, useState } from 'react';
import { useI18nContext } from '../../../locales/i18n-react';
import { isApiError } from '../../api';
import { isSmsCodeShaped, normalizeSmsCode, smsCodeValidMinutes } from '../../domain/direct-debit';
import { clock } from '../../lib/clock';
import { Button, Form, TextField } from '../../ui';
import { errorMessage } from '../errors';
import { SubmitProgress } from '../forms';
import { unbroken } from './examples';
import { formatWait } from './format-wait';
import { RefusalMessage, refusalOf } from './refusal-message';
import type { useDirectDebitFlow } from './use-direct-debit-flow';
import { useSecondsLeft } from './use-seconds-left';
import styles from './direct-debit.module.css';

type Flow = ReturnType<typeof useDirectDebitFlow>;

/** What became of the last "Send a new code": sent, wait, no more, or failed. */
const ResendNote = ({ flow }: { flow: Flow }) => {
  const { LL, locale } = useI18nContext();
  const t = LL.directDebit.sms;
  const wait = useSecondsLeft(flow.resendWaitUntil);
  const { resending } = flow;
  const line = () => {
    if (resending.isSuccess) return t.resent({ number: unbroken(resending.data.sms_sent_to) });
    if (!resending.isError) return '';
    if (isApiError(resending.error, 'rate_limited')) {
      if (wait === undefined) return t.resendRefused();
      return wait > 0 ? t.resendWait({ when: formatWait(wait, locale) }) : '';
    }
    return errorMessage(LL, resending.error);
  };
  return (
    <p role="status" className={styles.resendNote}>
      {line()}
    </p>
  );
};

/**
 * The SMS step (spec §2, §5): the code sent to the member's mobile confirms the mandate and pays.
 * A wrong or expired code is 'Code invalid' at the field, which keeps what was typed; a new code
 * may be asked for (60 s apart, at most 3 times: the server says how long to wait, or no more).
 * After 5 wrong codes the server voids the mandate and the flow goes back to the form.
 */
export const SmsCodeStep = ({ flow }: { flow: Flow }) => {
  const { LL } = useI18nContext();
  const t = LL.directDebit.sms;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [code, setCode] = useState('');
  const [shapeError, setShapeError] = useState(false);
  const [errorFocusKey, setErrorFocusKey] = useState(0);
  /** The server refused the code as it is now typed; changing it takes the message away. */
  const [refusedCode, setRefusedCode] = useState<string>();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const { verifying, sent } = flow;
  const error = verifying.error;
  const expired = sent !== undefined && Date.parse(sent.expires_at) <= clock.nowMs();

  const confirm = () => {
    setRefusedCode(undefined);
    if (!isSmsCodeShaped(code)) {
      setShapeError(true);
      setErrorFocusKey((key) => key + 1);
      return;
    }
    setShapeError(false);
    const typed = normalizeSmsCode(code);
    flow.verify(typed, (failure) => {
      if (flow.stoppable.isStop(failure)) return;
      if (isApiError(failure, 'sms_code_invalid')) setRefusedCode(code);
      setErrorFocusKey((key) => key + 1);
    });
  };

  const fieldError = () => {
    if (shapeError) return t.codeFormat();
    if (refusedCode !== undefined && refusedCode === code) return LL.apiErrors.sms_code_invalid();
    return undefined;
  };

  const formError = () => {
    if (error === null || flow.stoppable.isStop(error)) return undefined;
    if (isApiError(error, 'sms_code_invalid')) return expired ? t.expired() : undefined;
    const refusal = refusalOf(error);
    return refusal === undefined ? (
      errorMessage(LL, error)
    ) : (
      <RefusalMessage refusal={refusal} error={error} />
    );
  };

  return (
    <section aria-labelledby="direct-debit-sms" className={styles.formSection}>
      <h2 id="direct-debit-sms" ref={headingRef} tabIndex={-1} className={styles.stepHeading}>
        {t.heading()}
      </h2>
      {sent !== undefined && <p>{t.sentTo({ number: unbroken(sent.sms_sent_to) })}</p>}
      <Form
        aria-labelledby="direct-debit-sms"
        onSubmit={confirm}
        error={formError()}
        errorFocusKey={errorFocusKey}
      >
        <div className={styles.codeField}>
          <TextField
            label={t.code()}
            name="sms_code"
            value={code}
            onChange={(value) => {
              setCode(value);
              setShapeError(false);
            }}
            inputMode="numeric"
            autoComplete="one-time-code"
            description={t.codeHint({ minutes: smsCodeValidMinutes })}
            errorMessage={fieldError()}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit">{t.confirm()}</Button>
          <SubmitProgress isPending={verifying.isPending} stoppable={flow.stoppable} />
        </div>
      </Form>
      <div className={styles.resend}>
        <Button variant="outline" onPress={flow.resend}>
          {t.resend()}
        </Button>
        <ResendNote flow={flow} />
      </div>
      <div>
        <Button variant="outline" onPress={flow.changeDetails}>
          {t.change()}
        </Button>
      </div>
    </section>
  );
};
