import { useQuery, useQueryClient } from '@tanstack/react-query';
import { produce } from 'immer';
import { useId, useRef, useState } from 'react';
import { useImmer } from 'use-immer';
import {
  getGetNotificationSettingsQueryKey,
  getGetNotificationSettingsQueryOptions,
  useSaveNotificationSettings,
} from '../../../generated/hooks/notifications/notifications';
import type {
  DisabledReason,
  NotificationPreferences,
  NotificationSettings,
  NotificationSettingsUpdate,
  User,
} from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { currentUserQueryOptions } from '../../api';
import { notificationTypes } from '../../domain/notification-types';
import { errorMessage } from '../errors';
import { Alert, Button, PendingNote } from '../../ui';
import { SkeletonBox, SkeletonLine } from '../../ui/skeleton';
import { LoadFailure } from '../../ui/load-failure';
import { SettingSwitch } from '../../ui/switch';
import accountStyles from './account.module.css';
import styles from './notification-preferences-section.module.css';

type Channel = 'email' | 'push';
type NotificationType = (typeof notificationTypes)[number];
/** The switches the member turned since the last save: a draft over the saved preferences. */
type Edits = Record<Channel, Partial<NotificationPreferences>>;

const channels: readonly Channel[] = ['email', 'push'];
/** The reasons in the order they are explained: the one the member cannot clear by saving first. */
const reasonOrder: readonly DisabledReason[] = ['bounce', 'fbl', 'listunsubscribe'];

type Outcome = { kind: 'saved' } | { kind: 'failed'; reason: string };

/** Spec §4: why no e-mail goes out, each reason in plain words with what the member can do. */
const MailStoppedAlert = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const t = LL.notificationSettings.notificationPrefs;
  const reasons = reasonOrder.filter((reason) => user.notifications_disabled.includes(reason));
  if (reasons.length === 0) return null;
  const explain = (reason: DisabledReason) => {
    if (reason === 'bounce') return t.mailStopped.bounce({ email: user.email });
    if (reason === 'fbl') return t.mailStopped.fbl({ save: t.save() });
    return t.mailStopped.listunsubscribe({ save: t.save() });
  };
  return (
    <Alert tone="warning">
      <strong>{t.mailStopped.heading()}</strong>
      <div className={styles.reasons}>
        {reasons.map((reason) => (
          <p key={reason}>{explain(reason)}</p>
        ))}
      </div>
    </Alert>
  );
};

/**
 * The preferences table while it loads: its header and eight rows at their final height.
 */
const PreferencesTableSkeleton = () => (
  <table className={styles.table} aria-hidden="true">
    <thead>
      <tr>
        <th>
          <SkeletonLine width="40%" />
        </th>
        <th className={styles.channel}>
          <SkeletonLine width="100%" />
        </th>
        <th className={styles.channel}>
          <SkeletonLine width="100%" />
        </th>
      </tr>
    </thead>
    <tbody>
      {notificationTypes.map((type, at) => (
        <tr key={type}>
          <td>
            <SkeletonLine width={at % 2 === 0 ? '70%' : '50%'} />
          </td>
          <td>
            <span className={styles.skeletonSwitch}>
              <SkeletonBox width="44px" height="24px" />
            </span>
          </td>
          <td>
            <span className={styles.skeletonSwitch}>
              <SkeletonBox width="44px" height="24px" />
            </span>
          </td>
        </tr>
      ))}
    </tbody>
  </table>
);

/** What a save sends: the saved preferences with the member's changes over them. */
const chosenOf = (saved: NotificationSettings, edits: Edits): NotificationSettingsUpdate => ({
  email: { ...saved.email, ...edits.email },
  push: { ...saved.push, ...edits.push },
});

/**
 * Spec §2 settings (e-mail and push preferences), §9 notification types, §4 notifications
 * disabled by reason. The switches are a draft until "Save"; a failed save keeps it, so nothing
 * the member chose is lost, and says why.
 */
export const NotificationPreferencesSection = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const t = LL.notificationSettings.notificationPrefs;
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const settings = useQuery(getGetNotificationSettingsQueryOptions());
  const save = useSaveNotificationSettings();
  const [edits, setEdits] = useImmer<Edits>({ email: {}, push: {} });
  const [outcome, setOutcome] = useState<Outcome>();

  const turn = (channel: Channel, type: NotificationType, on: boolean) => {
    setEdits((draft) => {
      draft[channel][type] = on;
    });
    // "Saved" no longer holds once a switch moved; a failure's reason still does.
    if (outcome?.kind === 'saved') setOutcome(undefined);
  };

  const submit = (saved: NotificationSettings) => {
    if (save.isPending) return;
    setOutcome(undefined);
    const sent = chosenOf(saved, edits);
    save.mutate(
      { data: sent },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData(getGetNotificationSettingsQueryKey(), answer);
          // Saving with mail wanted clears fbl and listunsubscribe: the user says so too.
          queryClient.setQueryData<User | null>(currentUserQueryOptions().queryKey, (old) =>
            old === undefined || old === null
              ? old
              : produce(old, (draft) => {
                  draft.notifications_disabled = answer.settings.disabled_reasons;
                }),
          );
          // Switches turned while the save ran stay a draft; the ones it carried are saved now.
          setEdits((draft) => {
            for (const channel of channels) {
              const kept: Partial<NotificationPreferences> = {};
              for (const type of notificationTypes) {
                const on = draft[channel][type];
                if (on !== undefined && on !== sent[channel][type]) kept[type] = on;
              }
              draft[channel] = kept;
            }
          });
          setOutcome({ kind: 'saved' });
        },
        onError: (error) => {
          setOutcome({ kind: 'failed', reason: errorMessage(LL, error) });
        },
      },
    );
  };

  const body = () => {
    if (settings.data === undefined) {
      // While a retry runs the skeleton stands in, so a second failure is announced afresh.
      if (!settings.isError || settings.isFetching) {
        return (
          <>
            <PreferencesTableSkeleton />
            <p className={styles.muted}>{t.pushHint()}</p>
            <SkeletonBox width="12rem" height="44px" />
          </>
        );
      }
      return (
        <LoadFailure
          message={t.loadFailed()}
          retryLabel={t.retry()}
          onRetry={() => void settings.refetch()}
          focusOnRetry={headingRef}
        />
      );
    }
    const saved = settings.data.settings;
    const shown = chosenOf(saved, edits);
    return (
      <>
        <table className={styles.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">{t.typeColumn()}</th>
              <th scope="col" className={styles.channel}>
                {t.emailColumn()}
              </th>
              <th scope="col" className={styles.channel}>
                {t.pushColumn()}
              </th>
            </tr>
          </thead>
          <tbody>
            {notificationTypes.map((type) => {
              const name = t.types[type]();
              return (
                <tr key={type}>
                  <th scope="row">{name}</th>
                  {channels.map((channel) => (
                    <td key={channel}>
                      <div className={styles.cell}>
                        <SettingSwitch
                          labelHidden
                          label={
                            channel === 'email' ? t.emailSwitch({ type: name }) : t.pushSwitch({ type: name })
                          }
                          isSelected={shown[channel][type]}
                          onChange={(on) => {
                            turn(channel, type, on);
                          }}
                        />
                      </div>
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className={styles.muted}>{t.pushHint()}</p>
        {outcome?.kind === 'failed' && (
          <Alert tone="danger" live="assertive">
            {t.saveFailed()} {outcome.reason}
          </Alert>
        )}
        <div className={accountStyles.actions}>
          <Button
            onPress={() => {
              submit(saved);
            }}
          >
            {t.save()}
          </Button>
          <PendingNote isPending={save.isPending} />
          {/* Always there, so that a screen reader hears the confirmation when it appears. */}
          <span role="status" className={styles.saved}>
            {outcome?.kind === 'saved' ? t.saved() : ''}
          </span>
        </div>
      </>
    );
  };

  return (
    <section aria-labelledby={headingId} aria-busy={settings.isPending} className={accountStyles.section}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={accountStyles.stepHeading}>
        {t.heading()}
      </h2>
      <p className={styles.muted}>{t.intro()}</p>
      <MailStoppedAlert user={user} />
      {body()}
    </section>
  );
};
