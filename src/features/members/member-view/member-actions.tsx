import { Gift, Heart, MessageCircle, MoreHorizontal } from 'lucide-react';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import type { MemberRelation } from '../../../../generated/model';
import { useI18nContext } from '../../../../locales/i18n-react';
import { Button, ButtonLink, MenuButton, type DropdownItem } from '../../../ui';
import { MatchModal } from '../../likes';
import { BlockConfirm } from './block-confirm';
import { RelationNotice } from './relation-notice';
import { useMemberRelation, type RelationOutcome } from './use-member-relation';
import { VisitorPrompt } from './visitor-prompt';
import styles from './member-view.module.css';

export interface MemberActionsProps {
  id: number;
  name: string;
  /** Null for a visitor, who is asked to log in instead. */
  relation: MemberRelation | null;
  loginHref: string;
  /** Opens the report form; without it there is no report action. */
  onReport?: () => void;
}

const iconSize = 22;

/** A visitor's like, message and gift ask to log in, with the spec's words (spec §6). */
const VisitorActions = ({ name, loginHref }: { name: string; loginHref: string }) => {
  const { LL } = useI18nContext();
  const t = LL.memberView;
  const [prompt, setPrompt] = useState<string | null>(null);
  return (
    <>
      <div className={styles.actionDock}>
        <div className={styles.actionBar} role="group" aria-label={t.actions.label()}>
          <Button
            onPress={() => {
              setPrompt(t.visitor.loginToLike({ name }));
            }}
          >
            <Heart aria-hidden="true" size={iconSize} />
            {t.actions.like()}
          </Button>
          <Button
            variant="outline"
            onPress={() => {
              setPrompt(t.visitor.loginToChat());
            }}
          >
            <MessageCircle aria-hidden="true" size={iconSize} />
            {t.actions.message()}
          </Button>
          <Button
            variant="outline"
            onPress={() => {
              setPrompt(t.visitor.loginToGift({ name }));
            }}
          >
            <Gift aria-hidden="true" size={iconSize} />
            {t.actions.gift()}
          </Button>
        </div>
      </div>
      <VisitorPrompt
        message={prompt}
        loginHref={loginHref}
        onClose={() => {
          setPrompt(null);
        }}
      />
    </>
  );
};

/**
 * The profile view's action bar (DESIGN.md: sticky at the foot on phones, within thumb reach):
 * like as a toggle, message and gift into the conversation, and block, unblock and report under
 * "More". A blocked member shows only the way to unblock.
 */
export const MemberActions = ({ id, name, relation, loginHref, onReport }: MemberActionsProps) => {
  const { LL } = useI18nContext();
  const t = LL.memberView.actions;
  const actions = useMemberRelation(id);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  // The like that made a match opens the match modal (spec §2), once: closing it keeps the notice.
  const [matchClosedFor, setMatchClosedFor] = useState<RelationOutcome | null>(null);
  const outcome = actions.outcome;
  const matched = outcome?.kind === 'liked' && outcome.match && matchClosedFor !== outcome;
  if (relation === null) return <VisitorActions name={name} loginHref={loginHref} />;

  const notice = <RelationNotice name={name} outcome={actions.outcome} />;
  if (relation.blocked) {
    return (
      <div className={styles.blockedBar}>
        <p>{LL.memberView.blockedNote()}</p>
        <Button
          variant="outline"
          isDisabled={actions.pending}
          onPress={() => {
            void actions.unblock();
          }}
        >
          {t.unblock()}
        </Button>
        {onReport !== undefined && (
          <Button variant="outline" onPress={onReport}>
            {t.report()}
          </Button>
        )}
        {notice}
      </div>
    );
  }

  const moreItems: DropdownItem[] = [
    {
      id: 'block',
      label: t.block(),
      onAction: () => {
        setConfirmingBlock(true);
      },
    },
    ...(onReport === undefined ? [] : [{ id: 'report', label: t.report(), onAction: onReport }]),
  ];
  const chatHref = `/members/${String(id)}/chat`;
  return (
    <>
      <div className={styles.actionDock}>
        {notice}
        <div className={styles.actionBar} role="group" aria-label={t.label()}>
          <ToggleButton
            className={styles.likeButton}
            isSelected={relation.liked}
            // Never disabled while the answer is awaited: a disabled button loses the focus to the
            // page's start. A press meanwhile is ignored (useMemberRelation runs one at a time).
            onChange={(liked) => {
              if (actions.pending) return;
              void (liked ? actions.like() : actions.unlike());
            }}
          >
            <Heart aria-hidden="true" size={iconSize} fill={relation.liked ? 'currentColor' : 'none'} />
            {t.like()}
          </ToggleButton>
          <ButtonLink href={chatHref} variant="outline">
            <MessageCircle aria-hidden="true" size={iconSize} />
            {t.message()}
          </ButtonLink>
          <ButtonLink href={`${chatHref}?gift=open`} variant="outline">
            <Gift aria-hidden="true" size={iconSize} />
            {t.gift()}
          </ButtonLink>
          <MenuButton
            triggerLabel={
              <>
                <MoreHorizontal aria-hidden="true" size={iconSize} />
                {t.more()}
              </>
            }
            triggerClassName={styles.moreTrigger}
            items={moreItems}
            placement="bottom end"
            loadFailedMessage={LL.common.loadFailed()}
          />
        </div>
      </div>
      {matched && (
        <MatchModal
          profileId={id}
          onClose={() => {
            setMatchClosedFor(outcome);
          }}
        />
      )}
      <BlockConfirm
        name={name}
        isOpen={confirmingBlock}
        onOpenChange={setConfirmingBlock}
        onConfirm={() => {
          void actions.block();
        }}
      />
    </>
  );
};
