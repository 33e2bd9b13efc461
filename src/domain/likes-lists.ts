/**
 * Spec §2 likes page: `/likes/{type}` shows the likes received (from `liked_by`), the likes sent
 * (`liked`) and the matches (`matches`) of GET /api/likes.php. The lists name profile ids; the
 * cards come from the answer's `profiles`. These rules are shared by the likes screen and the
 * simulated backend's scenarios.
 */

export const likesTypes = ['received', 'sent', 'matches'] as const;
export type LikesType = (typeof likesTypes)[number];

/** `/likes` alone shows the received likes: they are the news. */
export const defaultLikesType: LikesType = 'received';

export const isLikesType = (value: string | undefined): value is LikesType =>
  likesTypes.some((type) => type === value);

/** What of GET /api/likes.php the lists read. */
export interface LikesLists<Card extends { id: number }> {
  profiles: readonly Card[];
  liked_by: readonly { id: number; like_new: boolean }[];
  liked: readonly number[];
  matches: readonly number[];
}

/** One entry of a list: the member's card and where they stand with the member looking. */
export interface LikesEntry<Card> {
  card: Card;
  /** They liked me and I have not opened their profile since (spec §4). */
  isNew: boolean;
  /** I like them. */
  liked: boolean;
  /** We like each other. */
  match: boolean;
}

/** The ids a list shows, in the server's order (newest first). */
const idsOf = <Card extends { id: number }>(lists: LikesLists<Card>, type: LikesType): readonly number[] => {
  switch (type) {
    case 'received':
      return lists.liked_by.map((like) => like.id);
    case 'sent':
      return lists.liked;
    case 'matches':
      return lists.matches;
  }
};

/** A list's entries; an id without a card (a profile gone since) is left out. */
export const likesEntries = <Card extends { id: number }>(
  lists: LikesLists<Card>,
  type: LikesType,
): LikesEntry<Card>[] => {
  const cards = new Map(lists.profiles.map((card) => [card.id, card]));
  const newIds = new Set(lists.liked_by.filter((like) => like.like_new).map((like) => like.id));
  const liked = new Set(lists.liked);
  const matches = new Set(lists.matches);
  return idsOf(lists, type).flatMap((id) => {
    const card = cards.get(id);
    if (card === undefined) return [];
    return [{ card, isNew: newIds.has(id), liked: liked.has(id), match: matches.has(id) }];
  });
};

/** How many entries each tab shows. */
export const likesCounts = <Card extends { id: number }>(
  lists: LikesLists<Card>,
): Record<LikesType, number> => ({
  received: likesEntries(lists, 'received').length,
  sent: likesEntries(lists, 'sent').length,
  matches: likesEntries(lists, 'matches').length,
});

/** The lists' ids as a draft to edit (an immer draft of the cached answer). */
export interface LikesDraft {
  liked_by: readonly { id: number }[];
  liked: number[];
  matches: number[];
}

/** I like `id`: newest in my sent likes, and newest match when they liked me. */
export const addLike = (draft: LikesDraft, id: number): void => {
  if (!draft.liked.includes(id)) draft.liked.unshift(id);
  if (draft.liked_by.some((like) => like.id === id) && !draft.matches.includes(id)) draft.matches.unshift(id);
};

/** I take back my like for `id`: their like stays, the match ends (the contract's unlike). */
export const removeLike = (draft: LikesDraft, id: number): void => {
  draft.liked = draft.liked.filter((other) => other !== id);
  draft.matches = draft.matches.filter((other) => other !== id);
};
