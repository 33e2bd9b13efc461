import { MoreVertical } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useI18nContext } from '../../../locales/i18n-react';
import { MenuButton, type DropdownItem } from '../../ui';
import { BlockConfirm, RelationNotice, ReportSlot, useMemberRelation } from '../members';
import { DeleteChatDialog } from './delete-chat-dialog';
import { useDeleteChatFromList, type DeleteChatResult } from './use-delete-chat';
import styles from './conversation.module.css';

export interface ConversationActionsProps {
  /** The member using the screen. */
  memberId: number;
  conversation: number;
  other: { id: number; name: string };
  /** The member blocked the other one: the menu offers to unblock. */
  blocked: boolean;
  /** Blocking or unblocking changed who may write: the conversation reads its state again. */
  onRelationChanged: () => void;
  /** Deleting failed: the conversation says so (the list is read again). */
  onDeleteFailed: (result: Extract<DeleteChatResult, { ok: false }>) => void;
}

/**
 * The conversation's "More actions" (spec §2 chat: delete chat, block user; issue 15 item 2):
 * block or unblock and report the other member as on their profile, and delete the chat, each
 * confirmed first. A deleted chat sends the member back to the list.
 */
export const ConversationActions = ({
  memberId,
  conversation,
  other,
  blocked,
  onRelationChanged,
  onDeleteFailed,
}: ConversationActionsProps) => {
  const { LL } = useI18nContext();
  const t = LL.chat.conversation;
  const navigate = useNavigate();
  const relation = useMemberRelation(other.id);
  const deleteChat = useDeleteChatFromList(memberId);
  const [asked, setAsked] = useState<'block' | 'report' | 'delete' | undefined>(undefined);
  const close = () => {
    setAsked(undefined);
  };

  const items: DropdownItem[] = [
    blocked
      ? {
          id: 'unblock',
          label: t.unblock({ name: other.name }),
          onAction: () => {
            void relation.unblock().then(onRelationChanged);
          },
        }
      : {
          id: 'block',
          label: t.block({ name: other.name }),
          onAction: () => {
            setAsked('block');
          },
        },
    {
      id: 'report',
      label: t.report({ name: other.name }),
      onAction: () => {
        setAsked('report');
      },
    },
    {
      id: 'delete',
      label: t.delete(),
      onAction: () => {
        setAsked('delete');
      },
    },
  ];
  const chat = { conversation: { id: conversation }, profile: { name: other.name } };

  return (
    <>
      <MenuButton
        triggerLabel={<MoreVertical aria-hidden="true" size={22} />}
        triggerAriaLabel={t.actions()}
        triggerClassName={styles.iconButton}
        items={items}
        placement="bottom end"
        loadFailedMessage={LL.common.loadFailed()}
        notice={
          relation.outcome?.kind === 'failed' ? (
            <RelationNotice name={other.name} outcome={relation.outcome} />
          ) : undefined
        }
      />
      <BlockConfirm
        name={other.name}
        isOpen={asked === 'block'}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        onConfirm={() => {
          void relation.block().then(onRelationChanged);
        }}
      />
      {asked === 'report' && <ReportSlot member={other} onClose={close} />}
      <DeleteChatDialog
        chat={asked === 'delete' ? chat : undefined}
        onCancel={close}
        onConfirm={() => {
          close();
          void deleteChat(chat).then((result) => {
            if (result.ok) void navigate('/chats', { replace: true });
            else onDeleteFailed(result);
          });
        }}
      />
    </>
  );
};
