import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { addLike, isLikesType, likesCounts, likesEntries, removeLike } from './likes-lists';

const card = (id: number) => ({ id, name: `member ${String(id)}` });

/** 2 and 3 liked me (2 not yet seen); I liked 3 and 4; 3 is a match; 9 has no card any more. */
const lists = {
  profiles: [card(2), card(3), card(4)],
  liked_by: [
    { id: 2, like_new: true },
    { id: 3, like_new: false },
    { id: 9, like_new: true },
  ],
  liked: [4, 3],
  matches: [3],
};

describe('the likes lists (spec §2 likes page)', () => {
  it('shows received likes with their new mark, in the server order', () => {
    expect(likesEntries(lists, 'received')).toEqual([
      { card: card(2), isNew: true, liked: false, match: false },
      { card: card(3), isNew: false, liked: true, match: true },
    ]);
  });

  it('shows sent likes and matches from their own lists', () => {
    expect(likesEntries(lists, 'sent').map((entry) => entry.card.id)).toEqual([4, 3]);
    expect(likesEntries(lists, 'matches').map((entry) => entry.card.id)).toEqual([3]);
  });

  it('counts what each tab shows, leaving out profiles without a card', () => {
    expect(likesCounts(lists)).toEqual({ received: 2, sent: 2, matches: 1 });
  });

  it('makes a like back a match, newest first, and a like of someone who did not like me only a sent like', () => {
    const liked = produce(lists, (draft) => {
      addLike(draft, 2);
      addLike(draft, 5);
    });
    expect(liked.liked).toEqual([5, 2, 4, 3]);
    expect(liked.matches).toEqual([2, 3]);
    expect(
      produce(liked, (draft) => {
        addLike(draft, 2);
      }),
    ).toEqual(liked);
  });

  it('ends the match when I take back my like, and keeps their like', () => {
    const taken = produce(lists, (draft) => {
      removeLike(draft, 3);
    });
    expect(taken.liked).toEqual([4]);
    expect(taken.matches).toEqual([]);
    expect(taken.liked_by.map((like) => like.id)).toContain(3);
  });

  it('knows the three list names and nothing else', () => {
    expect(['received', 'sent', 'matches'].every(isLikesType)).toBe(true);
    expect(isLikesType('m')).toBe(false);
    expect(isLikesType(undefined)).toBe(false);
  });
});
