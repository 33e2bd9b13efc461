import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sendTyping, useGetConversation } from '../../../generated/hooks/chat/chat';
import type { Message, Settings, User } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import { Alert, useOnlineStatus, VisuallyHidden } from '../../ui';
import { Composer, type ComposerHandle } from './composer';
import { ConversationActions } from './conversation-actions';
import { ConversationHeader } from './conversation-header';
import { ConversationProblem } from './conversation-problem';
import { GiftButton } from './gift-button';
import { Icebreakers } from './icebreakers';
import { LimitAlert, useLimitNotice } from './limit-alert';
import { MessageCost } from './message-cost';
import { MessageList } from './message-list';
import { PendingMessages } from './pending-messages';
import { PhotoButton } from './photo-button';
import { PhotoPanel } from './photo-panel';
import { useMessages } from './use-messages';
import { useOutbox } from './use-outbox';
import { useSendPhoto } from './use-send-photo';
import styles from './conversation.module.css';

export interface ConversationProps {
  conversation: number;
  settings: Settings;
  user: User;
}

/**
 * The other member's newest message, once, in a polite live region: a screen reader hears what
 * arrives while the conversation is open, never the history (issue 15 item 7).
 */
const useIncomingAnnouncement = (messages: readonly Message[]): Message | undefined => {
  const lastTheirs = messages.findLast((message) => !message.from_me);
  const seen = useRef<number | undefined>(undefined);
  const [announced, setAnnounced] = useState<Message | undefined>(undefined);
  useEffect(() => {
    if (lastTheirs === undefined) return;
    const before = seen.current;
    seen.current = Math.max(before ?? 0, lastTheirs.id);
    // The first answer is the history, already there when the member arrived.
    if (before !== undefined && lastTheirs.id > before) setAnnounced(lastTheirs);
  }, [lastTheirs]);
  return announced;
};

/** /chats/{id}: one conversation, its history and the composer (spec §2 chat screen). */
export const Conversation = ({ conversation, settings, user }: ConversationProps) => {
  const { LL } = useI18nContext();
  const t = LL.chat.conversation;
  const details = useGetConversation({ id: conversation });
  const { history, messages, typing, firstUnreadId, unreadPlaced } = useMessages(conversation);
  const { pending, send, retry, discard } = useOutbox(user.id, { conversation });
  const online = useOnlineStatus();
  const limit = useLimitNotice(pending);
  const composer = useRef<ComposerHandle>(null);
  const photo = useSendPhoto(conversation);
  const [deleteFailed, setDeleteFailed] = useState(false);
  const [params, setParams] = useSearchParams();
  const giftAsked = params.get('gift') === 'open';
  const forgetGiftAsked = () => {
    if (params.has('gift')) {
      setParams(
        (current) => {
          current.delete('gift');
          return current;
        },
        { replace: true },
      );
    }
  };
  const incoming = useIncomingAnnouncement(messages);

  const failure: unknown = details.error ?? history.error;
  if (failure !== null) {
    return (
      <ConversationProblem
        error={failure}
        onRetry={() => {
          void details.refetch();
          void history.refetch();
        }}
      />
    );
  }
  const other = details.data?.profile;
  const fictionalLabel = user.fictional_icon ? settings.fictional_singular : undefined;
  const cannotReply = details.data?.conversation.cannot_reply_reason ?? null;

  return (
    <div className={styles.conversation} data-full-screen>
      {other === undefined ? (
        <div className={styles.header} aria-busy="true">
          <h1 className={styles.name}>{LL.routes.chat()}</h1>
        </div>
      ) : (
        <ConversationHeader
          profile={other}
          cdnPrefix={settings.cdn_prefix}
          fictionalLabel={fictionalLabel}
          typing={typing}
          actions={
            <ConversationActions
              memberId={user.id}
              conversation={conversation}
              other={{ id: other.id, name: other.name }}
              blocked={details.data?.conversation.cannot_reply_reason === 'member_blocked'}
              onRelationChanged={() => {
                void details.refetch();
              }}
              onDeleteFailed={() => {
                setDeleteFailed(true);
              }}
            />
          }
        />
      )}
      {history.data === undefined || other === undefined || !unreadPlaced ? (
        <div className={styles.scroller} aria-busy="true">
          <p className={styles.olderState}>{LL.common.loading()}</p>
        </div>
      ) : (
        <MessageList
          messages={messages}
          name={other.name}
          cdnPrefix={settings.cdn_prefix}
          firstUnreadId={firstUnreadId}
          hasOlder={history.hasNextPage}
          loadingOlder={history.isFetchingNextPage}
          olderFailed={history.isFetchNextPageError}
          loadOlder={() => {
            void history.fetchNextPage();
          }}
          after={
            <>
              {messages.length === 0 && pending.length === 0 && cannotReply === null && (
                <Icebreakers
                  profileId={other.id}
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
            </>
          }
          afterKey={pending.at(-1)?.clientId}
        />
      )}
      <div aria-live="polite">
        {incoming !== undefined && other !== undefined && (
          <VisuallyHidden>
            {t.incoming({
              name: other.name,
              text:
                incoming.kind === 'photo'
                  ? LL.chat.list.photoMessage()
                  : incoming.kind === 'gift'
                    ? LL.chat.list.giftMessage()
                    : (incoming.text ?? ''),
            })}
          </VisuallyHidden>
        )}
      </div>
      {user.status === 'not_confirmed' && (
        <div className={styles.notice}>
          <Alert tone="info">{t.confirmToGetReplies()}</Alert>
        </div>
      )}
      {deleteFailed && other !== undefined && (
        <div className={styles.notice}>
          <Alert
            tone="danger"
            live="assertive"
            onDismiss={() => {
              setDeleteFailed(false);
            }}
          >
            {LL.chat.list.deleteFailed({ name: other.name })}
          </Alert>
        </div>
      )}
      {limit.code !== undefined && <LimitAlert code={limit.code} onDismiss={limit.dismiss} />}
      {cannotReply === null && (
        <PhotoPanel
          sending={photo.sending}
          credits={settings.photo_credits}
          onSend={photo.send}
          onCancel={photo.cancel}
        />
      )}
      {other !== undefined && cannotReply !== null ? (
        <div className={styles.notice}>
          <Alert tone="warning">{t.cannotReply[cannotReply]({ name: other.name })}</Alert>
        </div>
      ) : (
        <Composer
          ref={composer}
          draftKey={String(conversation)}
          onTyping={() => {
            // A signal, not a message: a lost one changes nothing (the next keystrokes send another).
            sendTyping({ conversation }).catch(() => undefined);
          }}
          memberId={user.id}
          name={other?.name ?? ''}
          maxLength={settings.message_length}
          onSend={send}
          note={<MessageCost user={user} settings={settings} />}
          tools={
            other === undefined ? (
              // The buttons' places, kept while the member loads: the field never moves sideways.
              <>
                <span className={styles.toolButton} aria-hidden="true" />
                <span className={styles.toolButton} aria-hidden="true" />
              </>
            ) : (
              <>
                <PhotoButton
                  user={user}
                  photoCredits={settings.photo_credits}
                  onChoose={photo.choose}
                  onPremiumOnly={() => {
                    limit.raise('premium_only');
                  }}
                />
                <GiftButton
                  profileId={other.id}
                  conversation={conversation}
                  name={other.name}
                  credits={user.credits}
                  defaultOpen={giftAsked}
                  onClosed={forgetGiftAsked}
                />
              </>
            )
          }
        />
      )}
    </div>
  );
};
