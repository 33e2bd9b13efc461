import { Faker, base, en } from '@faker-js/faker';
import { firstGeneratedId, generatedProfileCount } from './profiles';
import { personaIds } from './personas';
import { at, day, hour } from './time';

interface ConversationSeed {
  id: number;
  memberA: number;
  memberB: number;
  startedBy: number;
  createdAt: string;
  updatedAt: string;
  deletedFor: number[];
}

interface MessageSeed {
  id: number;
  conversationId: number;
  fromId: number;
  kind: 'text' | 'photo' | 'gift';
  text: string | null;
  photoFilename: string | null;
  giftId: number | null;
  sentAt: string;
  read: boolean;
}

interface LikeSeed {
  fromId: number;
  toId: number;
  createdAt: string;
  isNew: boolean;
}

export interface SocialSeed {
  conversations: ConversationSeed[];
  messages: MessageSeed[];
  likes: LikeSeed[];
  blocks: { blockerId: number; blockedId: number; createdAt: string }[];
}

/** The conversation of `premium` with 10,000 messages, to keep long histories honest. */
export const longConversationId = 1000;
export const longConversationMessages = 10_000;

const openers = [
  'Hi there!',
  'Hey, how is your week going?',
  'Love your profile 😊',
  'Hello from across town!',
];

/**
 * Conversations with history (one of 10,000 messages), likes in all directions and one block:
 * - free: one conversation, with premium; four received likes (two new), two of them matches;
 * - premium: thirteen conversations, several with unread messages; nine received likes (five new);
 * - both personas match member 101 (the routes' sample id), so `/likes/m/101` shows a match to either;
 * - blocked has blocked free.
 */
export const generateSocial = (seed: number, start: number): SocialSeed => {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed + 7);
  const conversations: ConversationSeed[] = [];
  const messages: MessageSeed[] = [];
  let messageId = 1;

  const converse = (
    id: number,
    a: number,
    b: number,
    count: number,
    unreadForA: number,
    lastAgoMs: number,
  ) => {
    const firstAt = start - lastAgoMs - count * 7 * 60 * 1000;
    conversations.push({
      id,
      memberA: a,
      memberB: b,
      startedBy: a,
      createdAt: at(firstAt, 0),
      updatedAt: at(start, -lastAgoMs),
      deletedFor: [],
    });
    for (let n = 0; n < count; n += 1) {
      const last = count - n <= unreadForA;
      const fromId = last ? b : n % 2 === 0 ? a : b;
      messages.push({
        id: messageId,
        conversationId: id,
        fromId,
        kind: 'text',
        text: n === 0 ? faker.helpers.arrayElement(openers) : faker.lorem.sentence({ min: 3, max: 16 }),
        photoFilename: null,
        giftId: null,
        sentAt: at(firstAt, n * 7 * 60 * 1000),
        read: !last,
      });
      messageId += 1;
    }
  };

  converse(1, personaIds.free, personaIds.premium, 6, 1, 2 * hour);
  for (let n = 0; n < 11; n += 1) {
    converse(
      2 + n,
      firstGeneratedId + n * 3,
      personaIds.premium,
      3 + ((n * 7) % 30),
      n % 3 === 0 ? 2 : 0,
      (n + 1) * 5 * hour,
    );
  }
  converse(
    longConversationId,
    personaIds.premium,
    firstGeneratedId + 1,
    longConversationMessages,
    3,
    20 * 60 * 1000,
  );
  for (let n = 0; n < 40; n += 1) {
    const a = firstGeneratedId + 50 + n * 2;
    converse(100 + n, a, a + 1, 2 + (n % 9), 0, (n + 2) * day);
  }

  const likes: LikeSeed[] = [];
  const like = (fromId: number, toId: number, agoMs: number, isNew: boolean) => {
    likes.push({ fromId, toId, createdAt: at(start, -agoMs), isNew });
  };
  like(firstGeneratedId + 10, personaIds.free, 3 * hour, true);
  like(firstGeneratedId + 12, personaIds.free, 26 * hour, true);
  like(firstGeneratedId + 14, personaIds.free, 5 * day, false);
  for (let n = 0; n < 8; n += 1)
    like(firstGeneratedId + 20 + n * 2, personaIds.premium, (n + 1) * 4 * hour, n < 5);
  for (let n = 0; n < 6; n += 1)
    like(personaIds.premium, firstGeneratedId + 20 + n * 4, (n + 2) * day, false);
  like(personaIds.free, firstGeneratedId + 10, 2 * hour, false);
  // A match both personas share: long ago, seen, so no badge or list order of the above changes.
  for (const persona of [personaIds.free, personaIds.premium]) {
    like(firstGeneratedId, persona, 40 * day, false);
    like(persona, firstGeneratedId, 39 * day, false);
  }
  for (let n = 0; n < 300; n += 1) {
    const from = firstGeneratedId + faker.number.int({ min: 0, max: generatedProfileCount - 1 });
    const to = firstGeneratedId + faker.number.int({ min: 0, max: generatedProfileCount - 1 });
    if (from !== to && !likes.some((l) => l.fromId === from && l.toId === to))
      like(from, to, faker.number.int({ min: 1, max: 60 }) * day, false);
  }

  return {
    conversations,
    messages,
    likes,
    blocks: [{ blockerId: personaIds.blocked, blockedId: personaIds.free, createdAt: at(start, -10 * day) }],
  };
};
