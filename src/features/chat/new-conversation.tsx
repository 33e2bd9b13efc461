import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetMember } from '../../../generated/hooks/members/members';
import type { Settings, User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { ApiError } from '../../api';
import { freeConversationLimit } from '../../domain/limits';
import { Alert, ButtonLink, useOnlineStatus } from '../../ui';
import { ErrorPage } from '../errors';
import { Composer, type ComposerHandle } from './composer';
import { LimitAlert, useLimitNotice } from './limit-alert';
import { MessageCost } from './message-cost';
import { ConversationHeader } from './conversation-header';
import { ConversationProblem } from './conversation-problem';
import { GiftButton } from './gift-button';
import { Icebreakers } from './icebreakers';
import { PendingMessages } from './pending-messages';
import { onOutboxSent } from './outbox-delivery';
import { useOutbox } from './use-outbox';
import styles from './conversation.module.css';

export interface NewConversationProps {
  profileId: number;
  settings: Settings;
  user: User;
}

/**
 * A conversation with a member that does not exist yet: the member, an empty history and the
 * composer. The first message starts it (startConversation, then the message, each with its own
 * Idempotency-Key kept in the outbox across retries and reloads) and the member goes on to
 * `/chats/{id}`. A free member's
 * third conversation is refused there, with the way to premium; the message stays in the field.
 */
export const NewConversation = ({ profileId, settings, user }: NewConversationProps) => {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const member = useGetMember({ id: profileId });
  const { pending, send, retry, discard } = useOutbox(user.id, { member: profileId });
  const online = useOnlineStatus();
  const refusal = useLimitNotice(pending);
  const composer = useRef<ComposerHandle>(null);
  const [params, setParams] = useSearchParams();
  const giftAsked = params.get('gift') === 'open';

  // The first message accepted, the conversation exists: the member goes on to it.
  useEffect(
    () =>
      onOutboxSent((message, conversation) => {
        if (message.member === profileId) void navigate(`/chats/${String(conversation)}`, { replace: true });
      }),
    [navigate, profileId],
  );

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
  const limit = pending.some((message) => message.problem?.code === 'conversation_limit');
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
        {/* Under the line that names the member, once it does: arriving earlier, they would move. */}
        {profile !== undefined && pending.length === 0 && (
          <Icebreakers
            profileId={profileId}
            onPick={(text) => {
              composer.current?.setText(text);
            }}
          />
        )}
        <PendingMessages
          pending={pending}
          online={online}
          onRetry={retry}
          onDiscard={discard}
          onButtonGone={() => composer.current?.focus()}
        />
      </div>
      {limit && (
        <div className={styles.notice}>
          <Alert tone="warning">
            {LL.chat.limits.conversationLimit({ count: freeConversationLimit })}{' '}
            <ButtonLink href="/premium">{LL.chat.limits.goPremium()}</ButtonLink>
          </Alert>
        </div>
      )}
      {refusal.code !== undefined && <LimitAlert code={refusal.code} onDismiss={refusal.dismiss} />}
      <Composer
        ref={composer}
        draftKey={`member-${String(profileId)}`}
        memberId={user.id}
        name={profile?.name ?? ''}
        maxLength={settings.message_length}
        onSend={send}
        note={<MessageCost user={user} settings={settings} />}
        tools={
          profile === undefined ? (
            // The button's place, kept while the member loads: the field never moves sideways.
            <span className={styles.toolButton} aria-hidden="true" />
          ) : (
            <GiftButton
              profileId={profileId}
              conversation={undefined}
              name={profile.name}
              credits={user.credits}
              defaultOpen={giftAsked}
              onClosed={() => {
                if (params.has('gift')) setParams({}, { replace: true });
              }}
              onSent={(id) => {
                void navigate(`/chats/${String(id)}`, { replace: true });
              }}
            />
          )
        }
      />
    </div>
  );
};
