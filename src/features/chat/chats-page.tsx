import { useEffect, useRef, useState } from 'react';
import { useGetChats } from '../../../generated/hooks/chat/chat';
import type { ChatListItem } from '../../../generated/model';
import { useI18nContext } from '../../../locales/i18n-react';
import type { RouteTitleKey } from '../../../locales/route-title-key';
import { useCurrentUser, useSiteSettings } from '../../api';
import { errorMessage } from '../errors';
import { Alert, ButtonLink, PlainButton } from '../../ui';
import { ChatRow } from './chat-row';
import { ChatRowsLoading } from './chat-rows-loading';
import { DeleteChatDialog } from './delete-chat-dialog';
import { useDeleteChatFromList, type DeletableChat } from './use-delete-chat';
import styles from './chats.module.css';

/** Rows on a phone's first screen: their photos load at once, the rest as they scroll near. */
const eagerRows = 8;

interface Failure {
  name: string;
  error: unknown;
}

/** /chats: the member's conversations, newest first (spec §2 chats, §4 chat removal). */
const ChatsPage = ({ routeTitle }: { routeTitle: RouteTitleKey }) => {
  const { LL } = useI18nContext();
  const settings = useSiteSettings().data?.settings;
  const user = useCurrentUser().data ?? undefined;
  const chats = useGetChats();
  const deleteChat = useDeleteChatFromList(user?.id);
  const [asked, setAsked] = useState<ChatListItem | undefined>(undefined);
  const [failure, setFailure] = useState<Failure | undefined>(undefined);
  const heading = useRef<HTMLHeadingElement>(null);
  const listElement = useRef<HTMLUListElement>(null);
  // Where the keyboard goes once a deleted chat has left the list: its place in the list.
  const focusAfterDelete = useRef<{ id: number; at: number } | undefined>(undefined);
  const fictionalLabel =
    settings !== undefined && (user?.fictional_icon ?? settings.fictional_icon)
      ? settings.fictional_singular
      : undefined;

  const list = chats.data?.chats;

  // The deleted row took the focused button with it: the keyboard goes on from the row that took
  // its place (or the one before, or the heading when the list is empty), not from the page's top.
  useEffect(() => {
    const wanted = focusAfterDelete.current;
    if (wanted === undefined || list === undefined) return;
    if (list.some((chat) => chat.conversation.id === wanted.id)) return;
    focusAfterDelete.current = undefined;
    const links = listElement.current?.querySelectorAll<HTMLAnchorElement>(':scope > li > a') ?? [];
    (links[Math.min(wanted.at, links.length - 1)] ?? heading.current)?.focus();
  }, [list]);

  const confirmDelete = (chat: DeletableChat) => {
    setAsked(undefined);
    setFailure(undefined);
    focusAfterDelete.current = {
      id: chat.conversation.id,
      at: Math.max(0, list?.findIndex((item) => item.conversation.id === chat.conversation.id) ?? 0),
    };
    void deleteChat(chat).then((result) => {
      if (!result.ok) setFailure({ name: chat.profile.name, error: result.error });
    });
  };

  return (
    <div className={styles.page}>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {LL.routes[routeTitle]()}
      </h1>
      {failure !== undefined && (
        <Alert
          tone="danger"
          live="assertive"
          onDismiss={() => {
            setFailure(undefined);
          }}
        >
          {LL.chat.list.deleteFailed({ name: failure.name })} {errorMessage(LL, failure.error)}
        </Alert>
      )}
      {list === undefined || settings === undefined ? (
        chats.isError ? (
          // A failure interrupts, as every screen's load failure does (src/ui/load-failure.tsx).
          <Alert tone="danger" live="assertive">
            {LL.chat.list.failed()}{' '}
            <PlainButton
              variant="outline"
              onClick={() => {
                void chats.refetch();
              }}
            >
              {LL.chat.list.retry()}
            </PlainButton>
          </Alert>
        ) : (
          <ChatRowsLoading />
        )
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <p>{LL.chat.list.empty()}</p>
          <ButtonLink href="/members">{LL.chat.list.emptyAction()}</ButtonLink>
        </div>
      ) : (
        <ul ref={listElement} className={styles.list} aria-label={LL.chat.list.count({ count: list.length })}>
          {list.map((chat, index) => (
            <ChatRow
              key={chat.conversation.id}
              chat={chat}
              cdnPrefix={settings.cdn_prefix}
              fictionalLabel={fictionalLabel}
              eager={index < eagerRows}
              onDelete={() => {
                setAsked(chat);
              }}
            />
          ))}
        </ul>
      )}
      <DeleteChatDialog
        chat={asked}
        onCancel={() => {
          setAsked(undefined);
        }}
        onConfirm={confirmDelete}
      />
    </div>
  );
};

export default ChatsPage;
