import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { useSiteSettings } from '../../api';
import { errorMessage } from '../errors';
import { Alert, Button, PendingNote, useIsInstalledApp, type AlertTone } from '../../ui';
import {
  pushPermissionState,
  pushStateKey,
  readPushState,
  turnPushOff,
  turnPushOn,
  type PushState,
  type TurnOnResult,
} from '../push';
import styles from './push-section.module.css';

/** What the last press ended in, said under the button. */
type Outcome = TurnOnResult | { kind: 'off' } | { kind: 'offFailed'; error: unknown };

const toneOf: Record<Outcome['kind'], AlertTone> = {
  on: 'success',
  off: 'info',
  blocked: 'warning',
  dismissed: 'info',
  unsupported: 'info',
  failed: 'danger',
  notSaved: 'danger',
  offFailed: 'danger',
};

/**
 * Spec §2 settings (push preferences), §4 Push: this browser's push subscription, with the four
 * states of the spec — capable (a button to turn it on), subscribed (on, a button to turn it
 * off), denied (how to allow it) and unsupported (e-mail still works), plus iPhone Safari outside
 * the Home Screen app, where the only way is to install first. Until the browser's subscription
 * is read the site's `push_subscribed` decides, so the section keeps its height.
 */
export const PushSection = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const t = LL.notificationSettings.push;
  const headingId = useId();
  const queryClient = useQueryClient();
  const installed = useIsInstalledApp();
  const publicKey = useSiteSettings().data?.settings.push_public_key;
  const browserState = useQuery({
    queryKey: [...pushStateKey, installed, user.push_subscribed],
    queryFn: () => readPushState(installed, user.push_subscribed === true),
    staleTime: Infinity,
  });
  const [busy, setBusy] = useState(false);
  const busyNow = useRef(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const permission = pushPermissionState(installed);
  const guessed: PushState =
    permission === 'capable' && user.push_subscribed === true ? 'subscribed' : permission;
  const state: PushState = publicKey === undefined ? 'unsupported' : (browserState.data ?? guessed);

  const press = async (act: () => Promise<Outcome>) => {
    // A second press while the browser asks would ask, and save, twice.
    if (busyNow.current) return;
    busyNow.current = true;
    setBusy(true);
    setOutcome(undefined);
    const next = await act();
    busyNow.current = false;
    setBusy(false);
    setOutcome(next);
  };

  const turnOn = () =>
    press(() =>
      publicKey === undefined ? Promise.resolve({ kind: 'unsupported' }) : turnPushOn(queryClient, publicKey),
    );
  const turnOff = () =>
    press(async () => {
      try {
        await turnPushOff(queryClient);
        return { kind: 'off' };
      } catch (error) {
        return { kind: 'offFailed', error };
      }
    });

  const outcomeText = (shown: Outcome): string => {
    switch (shown.kind) {
      case 'on':
        return t.turnedOn();
      case 'off':
        return t.turnedOff();
      case 'blocked':
        return t.blocked();
      case 'dismissed':
        return t.dismissed();
      case 'unsupported':
        return t.unsupported();
      case 'failed':
        return t.failed();
      case 'notSaved':
        return `${t.failed()} ${errorMessage(LL, shown.error)}`;
      case 'offFailed':
        return `${t.offFailed()} ${errorMessage(LL, shown.error)}`;
    }
  };

  const stateText: Record<PushState, string> = {
    subscribed: t.on(),
    capable: t.off(),
    denied: t.blocked(),
    unsupported: t.unsupported(),
    installFirst: t.installFirst(),
  };
  // The outcome says it better than the state when it is about the same thing.
  const repeatsOutcome =
    outcome !== undefined &&
    ((outcome.kind === 'blocked' && state === 'denied') ||
      (outcome.kind === 'unsupported' && state === 'unsupported') ||
      (outcome.kind === 'off' && state === 'capable'));

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t.heading()}</h2>
      <p className={styles.muted}>{t.intro()}</p>
      {!repeatsOutcome && <p className={styles.state}>{stateText[state]}</p>}
      {(state === 'capable' || state === 'subscribed') && (
        <div className={styles.actions}>
          {state === 'capable' ? (
            <Button isDisabled={busy} onPress={() => void turnOn()}>
              {t.turnOn()}
            </Button>
          ) : (
            <Button variant="outline" isDisabled={busy} onPress={() => void turnOff()}>
              {t.turnOff()}
            </Button>
          )}
          <PendingNote isPending={busy} />
        </div>
      )}
      {outcome !== undefined && (
        <Alert tone={toneOf[outcome.kind]} live={toneOf[outcome.kind] === 'danger' ? 'assertive' : 'polite'}>
          {outcomeText(outcome)}
        </Alert>
      )}
    </section>
  );
};
