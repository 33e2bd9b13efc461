import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ConversationProfile } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import styles from './conversation.module.css';

/** What the header shows of the other member (a conversation's profile, or a member's). */
type HeaderProfile = Pick<ConversationProfile, 'id' | 'name' | 'main_image' | 'online' | 'fictional'>;

export interface ConversationHeaderProps {
  profile: HeaderProfile;
  cdnPrefix: string;
  /** The site's word for a fictional profile, when this member is shown the fictional mark. */
  fictionalLabel: string | undefined;
  typing: boolean;
  /** At the end of the header: the conversation's "More actions". */
  actions?: ReactNode;
}

/**
 * DESIGN.md: back to the list, the other member's photo and name (a link to their profile), and
 * under the name whether they are online or typing; the fictional label as on their profile.
 */
export const ConversationHeader = ({
  profile,
  cdnPrefix,
  fictionalLabel,
  typing,
  actions,
}: ConversationHeaderProps) => {
  const { LL } = useI18nContext();
  const t = LL.chat.conversation;
  return (
    <div className={styles.header}>
      <Link to="/chats" className={styles.iconLink} aria-label={t.back()}>
        <ArrowLeft aria-hidden="true" size={22} />
      </Link>
      <Link to={`/members/${String(profile.id)}`} className={styles.who}>
        {profile.main_image === null ? (
          <span className={styles.initial} aria-hidden="true">
            {Array.from(profile.name)[0] ?? ''}
          </span>
        ) : (
          <img
            className={styles.avatar}
            src={`${cdnPrefix}${profile.main_image.thumb_filename}`}
            alt=""
            width={40}
            height={40}
          />
        )}
        <span className={styles.whoText}>
          <h1 className={styles.name}>{profile.name}</h1>
          <span className={styles.status} data-online={profile.online && !typing}>
            {typing ? t.typing({ name: profile.name }) : profile.online ? t.online() : '\u00a0'}
          </span>
        </span>
      </Link>
      {profile.fictional && fictionalLabel !== undefined && (
        <span className={styles.fictional}>{fictionalLabel}</span>
      )}
      {actions}
    </div>
  );
};
