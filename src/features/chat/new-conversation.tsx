import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { startConversation } from '../../../generated/hooks/chat/chat';
import { useGetMember } from '../../../generated/hooks/members/members';
import type { Settings, User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { ApiError } from '../../api';
import { freeConversationLimit } from '../../domain/limits';
import { Alert, ButtonLink } from '../../ui';
import { ErrorPage } from '../errors';
import { Composer } from './composer';
import { ConversationHeader } from './conversation-header';
import { ConversationProblem } from './conversation-problem';
import { PendingMessages } from './pending-messages';
import { useSendMessage } from './use-send-message';
import styles from './conversation.module.css';

export interface NewConversationProps {
  profileId: number;
  settings: Settings;
  user: User;
}

/**
 * A conversation with a member that does not exist yet: the member, an empty history and the
 * composer. The first message starts it (startConversation, then the message, each with its own
 * Idempotency-Key kept across retries) and the member goes on to `/chats/{id}`. A free member's
 * third conversation is refused there, with the way to premium; the message stays in the field.
 */
export const NewConversation = ({ profileId, settings, user }: NewConversationProps) => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const member = useGetMember({ id: profileId });
  // One key for starting, whatever the number of attempts: the server starts it once.
  const startKey = useRef(crypto.randomUUID());
  const started = useRef<Promise<number> | undefined>(undefined);

  const conversation = (): Promise<number> => {
    started.current ??= startConversation(
      { profile_id: profileId },
      { headers: { 'Idempotency-Key': startKey.current } },
    )
      .then(({ conversation: { id } }) => id)
      .catch((error: unknown) => {
        // A refusal the server answered is kept for its key: the next attempt gets a new one.
        if (error instanceof ApiError && error.status < 500) startKey.current = crypto.randomUUID();
        started.current = undefined;
        throw error;
      });
    return started.current;
  };

  const { pending, send, retry, discard } = useSendMessage(conversation, (id) => {
    void navigate(`/chats/${String(id)}`, { replace: true });
  });

  if (member.error !== null) {
    if (member.error instanceof ApiError && member.error.status === 404) return <ErrorPage status={404} />;
    return (
      <ConversationProblem
        error={member.error}
        onRetry={() => {
          void member.refetch();
        }}
      />
    );
  }
  const profile = member.data?.profile;
  const fictionalLabel = user.fictional_icon ? settings.fictional_singular : undefined;
  const limit = pending.some(
    (message) => message.error instanceof ApiError && message.error.code === 'conversation_limit',
  );
  return (
    <div className={styles.conversation} data-full-screen>
      {profile === undefined ? (
        <div className={styles.header} aria-busy="true">
          <h1 className={styles.name}>{LL.routes.chat()}</h1>
        </div>
      ) : (
        <ConversationHeader
          profile={{ ...profile, main_image: profile.main_image ?? null, online: profile.online ?? false }}
          cdnPrefix={settings.cdn_prefix}
          fictionalLabel={fictionalLabel}
          typing={false}
        />
      )}
      <div className={styles.scroller}>
        <p className={styles.olderState}>
          {profile === undefined ? LL.common.loading() : LL.chat.conversation.start({ name: profile.name })}
        </p>
        <PendingMessages pending={pending} onRetry={retry} onDiscard={discard} />
      </div>
      {limit && (
        <div className={styles.notice}>
          <Alert tone="warning">
            {LL.chat.limits.conversationLimit({ count: freeConversationLimit })}{' '}
            <ButtonLink href="/premium">{LL.chat.limits.goPremium()}</ButtonLink>
          </Alert>
        </div>
      )}
      <Composer
        draftKey={`member-${String(profileId)}`}
        memberId={user.id}
        name={profile?.name ?? ''}
        maxLength={settings.message_length}
        onSend={send}
      />
    </div>
  );
};
