import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useGetIcebreakers } from '../../../generated/hooks/chat/chat';
import { useI18nContext } from '../../../locales/i18n-react';
import styles from './conversation.module.css';

export interface IcebreakersProps {
  /** The member to write to: the lines may use their name. */
  profileId: number;
  /** The chosen line goes into the field, for the member to make it theirs before sending. */
  onPick: (text: string) => void;
}

/**
 * Opening lines for an empty conversation (spec §2 chat: icebreakers; issue 15 item 3). Choosing
 * one sends nothing: it fills the field. If the lines cannot be loaded the conversation simply
 * starts without them — they are a help, never in the way.
 */
export const Icebreakers = ({ profileId, onPick }: IcebreakersProps) => {
  const { LL } = useI18nContext();
  const t = LL.chat.composer;
  const headingId = useId();
  const { data } = useGetIcebreakers({ profile_id: profileId });
  const lines = data?.icebreakers ?? [];
  if (lines.length === 0) return null;
  return (
    <section className={styles.icebreakers} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.icebreakersTitle}>
        {t.icebreakers()}
      </h2>
      <p className={styles.icebreakersHint}>{t.icebreakersHint()}</p>
      <ul className={styles.icebreakerList}>
        {lines.map((line) => (
          <li key={line.id}>
            <Button
              className={styles.icebreaker}
              onPress={() => {
                onPick(line.text);
              }}
            >
              {line.text}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
};
