import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSetInvisible } from '../../../generated/hooks/account/account';
import type { User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { currentUserQueryOptions } from '../../api';
import { errorMessage } from '../errors';
import { Alert, PendingNote } from '../../ui';
import { SettingSwitch } from '../../ui/switch';
import accountStyles from './account.module.css';
import styles from './notification-preferences-section.module.css';

type Outcome = { kind: 'changed' } | { kind: 'failed'; reason: string };

/**
 * Spec §2 settings, §4 invisible mode: one switch, saved as soon as it is turned (DESIGN.md: each
 * change confirmed in place). While the request runs the switch shows what the member asked for;
 * a refusal puts it back to the member's actual state and says why.
 */
export const InvisibleModeSection = ({ user }: { user: User }) => {
  const { LL } = useI18nContext();
  const t = LL.notificationSettings.invisible;
  const headingId = useId();
  const queryClient = useQueryClient();
  const setInvisible = useSetInvisible();
  const [outcome, setOutcome] = useState<Outcome>();
  const shown = setInvisible.isPending ? setInvisible.variables.data.invisible : user.invisible;

  const change = (invisible: boolean) => {
    if (setInvisible.isPending) return;
    setOutcome(undefined);
    setInvisible.mutate(
      { data: { invisible } },
      {
        onSuccess: (answer) => {
          queryClient.setQueryData<User | null>(currentUserQueryOptions().queryKey, answer.user);
          setOutcome({ kind: 'changed' });
        },
        onError: (error) => {
          setOutcome({ kind: 'failed', reason: errorMessage(LL, error) });
        },
      },
    );
  };

  return (
    <section aria-labelledby={headingId} className={accountStyles.section}>
      <h2 id={headingId}>{t.heading()}</h2>
      <SettingSwitch label={t.label()} description={t.meaning()} isSelected={shown} onChange={change} />
      <div className={accountStyles.actions}>
        <PendingNote isPending={setInvisible.isPending} />
        {/* Always there, so that a screen reader hears the confirmation when it appears. */}
        <span role="status" className={styles.saved}>
          {outcome?.kind === 'changed' ? (user.invisible ? t.on() : t.off()) : ''}
        </span>
      </div>
      {outcome?.kind === 'failed' && (
        <Alert tone="danger" live="assertive">
          {t.failed()} {outcome.reason}
        </Alert>
      )}
    </section>
  );
};
