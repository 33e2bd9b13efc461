import { useState } from 'react';
import { Button } from '../../src/ui/button';
import { SelectField } from '../../src/ui/select-field';
import { TextField } from '../../src/ui/text-field';
import { paymentMethodCodes } from '../../src/domain/payment-methods';
import type { ControlSchemas } from '../../scenarios/control-client';
import styles from '../cockpit.module.css';
import { answered, control } from '../control';
import { nudgeApp } from '../host';
import { PanelError } from '../panel-error';
import type { SimulationState } from '../simulation-state';
import { useAction } from '../use-action';

type Outcome = ControlSchemas['PaymentOutcomeChoice']['outcome'];

const outcomes: { id: Outcome; label: string }[] = [
  { id: 'complete', label: 'Payments complete' },
  { id: 'fail', label: 'Payments fail (declined)' },
  { id: 'cancel', label: 'Members cancel at the provider' },
  { id: 'stored_card_fail', label: 'Charging a stored card fails' },
];

const isOutcome = (id: string): id is Outcome => outcomes.some((outcome) => outcome.id === id);

const methods = [
  { id: 'all', label: 'Every method' },
  ...paymentMethodCodes.map((code) => ({ id: code, label: code })),
];

const reasons = [
  { id: 'bounce', label: 'Bounce (invalid address)' },
  { id: 'fbl', label: 'Marked as spam' },
  { id: 'listunsubscribe', label: 'Unsubscribed in the mail program' },
] as const;

type Reason = (typeof reasons)[number]['id'];

/** The world outside the site: the payment provider, someone writing to a member, the mail provider. */
export const WorldPanel = ({ state }: { state: SimulationState | undefined }) => {
  const { running, error, run } = useAction();
  const [outcome, setOutcome] = useState<Outcome>('fail');
  const [method, setMethod] = useState('all');
  const [pushTo, setPushTo] = useState('free@sim.test');
  const [pushText, setPushText] = useState('Hi! Are you free tonight?');
  const [pushResult, setPushResult] = useState<string | null>(null);
  const [mailTo, setMailTo] = useState('free@sim.test');
  const [reason, setReason] = useState<Reason>('bounce');
  const current = state?.paymentOutcome;

  return (
    <>
      <section aria-labelledby="sim-provider" className={styles.section}>
        <h3 id="sim-provider" className={styles.sectionTitle}>
          Payment provider
        </h3>
        <p className={styles.status}>
          Now: {outcomes.find((entry) => entry.id === current?.outcome)?.label ?? '…'}
          {current?.scope?.methods === undefined ? '' : ` (${current.scope.methods.join(', ')})`}
        </p>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void run('outcome', async () => {
              const scope = method === 'all' ? undefined : { methods: [method] };
              await answered(
                control.POST('/__sim/payment-outcome', {
                  body: { outcome, ...(scope === undefined ? {} : { scope }) },
                }),
              );
            });
          }}
        >
          <SelectField
            label="The payments that follow"
            placeholder="Choose"
            items={outcomes}
            value={outcome}
            onChange={(id) => {
              if (isOutcome(id)) setOutcome(id);
            }}
          />
          <SelectField
            label="With"
            placeholder="Choose"
            items={methods}
            value={method}
            onChange={setMethod}
          />
          <Button type="submit" isDisabled={running === 'outcome'}>
            Apply to the provider
          </Button>
        </form>
      </section>
      <section aria-labelledby="sim-push" className={styles.section}>
        <h3 id="sim-push" className={styles.sectionTitle}>
          Someone writes to a member
        </h3>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void run('push', async () => {
              const delivery = await answered(
                control.POST('/__sim/push', { body: { to: pushTo, text: pushText } }),
              );
              setPushResult(
                delivery.delivered
                  ? `Message stored; push sent: “${delivery.payload.title}” → ${delivery.payload.openUrl}`
                  : `Message stored; no push (${delivery.reason.replace('_', ' ')}).`,
              );
              nudgeApp();
            });
          }}
        >
          <TextField label="To (e-mail)" value={pushTo} onChange={setPushTo} isRequired />
          <TextField label="Message" value={pushText} onChange={setPushText} isRequired />
          <Button type="submit" isDisabled={running === 'push'}>
            Send the message
          </Button>
          {pushResult !== null && (
            <p className={styles.status} role="status">
              {pushResult}
            </p>
          )}
        </form>
      </section>
      <section aria-labelledby="sim-mail-problem" className={styles.section}>
        <h3 id="sim-mail-problem" className={styles.sectionTitle}>
          Mail to a member stops
        </h3>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void run('mail', async () => {
              await answered(control.POST('/__sim/mail-problem', { body: { email: mailTo, reason } }));
              nudgeApp();
            });
          }}
        >
          <TextField label="Member (e-mail)" value={mailTo} onChange={setMailTo} isRequired />
          <SelectField
            label="Reason"
            placeholder="Choose"
            items={reasons}
            value={reason}
            onChange={(id) => {
              const found = reasons.find((entry) => entry.id === id);
              if (found !== undefined) setReason(found.id);
            }}
          />
          <Button type="submit" isDisabled={running === 'mail'}>
            Report the problem
          </Button>
        </form>
      </section>
      <PanelError error={error} />
    </>
  );
};
