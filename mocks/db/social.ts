import { Collection } from '@msw/data';
import { z } from 'zod';
import { notificationTypes } from '../../src/domain/notification-types';

export const conversations = new Collection({
  schema: z.object({
    id: z.number().int(),
    memberA: z.number().int(),
    memberB: z.number().int(),
    /** Who wrote first: a free member's conversation counts against the limit of 2 from then. */
    startedBy: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
    /** Members who deleted it from their list; a new message brings it back. */
    deletedFor: z.array(z.number().int()),
  }),
});

export const messages = new Collection({
  schema: z.object({
    id: z.number().int(),
    conversationId: z.number().int(),
    fromId: z.number().int(),
    kind: z.enum(['text', 'photo', 'gift']),
    text: z.string().nullable(),
    photoFilename: z.string().nullable(),
    giftId: z.number().int().nullable(),
    sentAt: z.string(),
    read: z.boolean(),
  }),
});

export const likes = new Collection({
  schema: z.object({
    fromId: z.number().int(),
    toId: z.number().int(),
    createdAt: z.string(),
    /** like_new is true until the liked member opens the liker's profile. */
    isNew: z.boolean(),
  }),
});

export const blocks = new Collection({
  schema: z.object({ blockerId: z.number().int(), blockedId: z.number().int(), createdAt: z.string() }),
});

/** The swipe game per member and day: likes given (4 a day) and profiles passed. */
export const swipeDays = new Collection({
  schema: z.object({
    memberId: z.number().int(),
    day: z.string(),
    likes: z.number().int(),
    passed: z.array(z.number().int()),
  }),
});

export const gifts = new Collection({
  schema: z.object({
    id: z.number().int(),
    name: z.string(),
    image: z.string(),
    credits: z.number().int(),
    category: z.string(),
  }),
});

export const notifications = new Collection({
  schema: z.object({
    id: z.number().int(),
    memberId: z.number().int(),
    type: z.enum(notificationTypes),
    profileId: z.number().int().nullable(),
    createdAt: z.string(),
    read: z.boolean(),
  }),
});

export const notificationSettings = new Collection({
  schema: z.object({
    memberId: z.number().int(),
    email: z.record(z.string(), z.boolean()),
    push: z.record(z.string(), z.boolean()),
  }),
});
