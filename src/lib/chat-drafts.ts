import { localStore, readString, removeKey, removeKeysWithPrefix, writeString } from './storage';

/**
 * What a member was writing in each conversation (issue 15 item 4): kept in this browser across
 * reloads and navigation, and dropped when the session ends, so a shared device never shows one
 * member's words to the next. Keyed by member and by the conversation's own key (its id, or the
 * other member's for a conversation not started yet).
 */
const prefix = 'chat-draft:';

const keyOf = (memberId: number, draftKey: string) => `${prefix}${String(memberId)}:${draftKey}`;

export const readDraft = (memberId: number, draftKey: string): string =>
  readString(localStore(), keyOf(memberId, draftKey)) ?? '';

/** An empty draft is no draft: its key goes. */
export const writeDraft = (memberId: number, draftKey: string, text: string): void => {
  if (text === '') removeKey(localStore(), keyOf(memberId, draftKey));
  else writeString(localStore(), keyOf(memberId, draftKey), text);
};

/** Every draft of every member: the session ended. */
export const clearDrafts = (): void => {
  removeKeysWithPrefix(localStore(), prefix);
};
