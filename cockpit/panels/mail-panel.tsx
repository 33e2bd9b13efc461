import { useQuery } from '@tanstack/react-query';
import styles from '../cockpit.module.css';
import { answered, control } from '../control';
import { formatDateTime } from '../format';

/**
 * What the site sent: mails with their links (activation, reset, reactivation …), which open in the
 * app here, and the direct-debit SMS codes. Read every two seconds while the tab is open.
 */
export const MailPanel = () => {
  const outbox = useQuery({
    queryKey: ['outbox'],
    queryFn: () => answered(control.GET('/__sim/outbox')),
    refetchInterval: 2000,
  });
  const sms = useQuery({
    queryKey: ['sms'],
    queryFn: () => answered(control.GET('/__sim/sms')),
    refetchInterval: 2000,
  });
  const mails = [...(outbox.data?.mails ?? [])].reverse();
  const codes = [...(sms.data?.sms ?? [])].reverse();

  return (
    <>
      <section aria-labelledby="sim-outbox" className={styles.section}>
        <h3 id="sim-outbox" className={styles.sectionTitle}>
          Mails sent
        </h3>
        {(outbox.isError || sms.isError) && (
          <p role="alert" className={styles.error}>
            The outbox cannot be read.
          </p>
        )}
        {mails.length === 0 ? (
          <p className={styles.muted}>No mail yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Mails sent">
            {mails.map((mail) => (
              <li key={mail.id} className={styles.stack}>
                <strong>{mail.subject}</strong>
                <span className={styles.muted}>
                  To {mail.to} · {mail.kind} · {formatDateTime(mail.sentAt)}
                </span>
                {mail.link !== null && (
                  <a className={styles.link} href={mail.link}>
                    Open the link: {mail.link}
                  </a>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="sim-sms" className={styles.section}>
        <h3 id="sim-sms" className={styles.sectionTitle}>
          Direct-debit SMS codes
        </h3>
        {codes.length === 0 ? (
          <p className={styles.muted}>No SMS yet.</p>
        ) : (
          <ul className={styles.list} aria-label="SMS codes">
            {codes.map((code) => (
              <li key={code.mandate_id} className={styles.stack}>
                <strong className={styles.code}>{code.code}</strong>
                <span className={styles.muted}>
                  To {code.to ?? 'no number'} ·{' '}
                  {code.confirmed ? 'confirmed' : `${String(code.wrong_codes)} wrong tries`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
};
