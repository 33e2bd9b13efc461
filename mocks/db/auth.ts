import { Collection } from '@msw/data';
import { z } from 'zod';

/** Login sessions behind the session cookie (30 days). */
export const sessions = new Collection({
  schema: z.object({
    token: z.string(),
    memberId: z.number().int(),
    createdAt: z.string(),
    expiresAt: z.string(),
  }),
});

/** Failed logins, counted per e-mail address to block after too many (spec §4 Login). */
export const loginFailures = new Collection({
  schema: z.object({ email: z.string(), at: z.string() }),
});

/** Single-use links mailed to members: activation, password reset, mail change, reactivation. */
export const tokens = new Collection({
  schema: z.object({
    token: z.string(),
    kind: z.enum(['activation', 'reset', 'mail_change', 'reactivation']),
    memberId: z.number().int(),
    createdAt: z.string(),
    expiresAt: z.string(),
    usedAt: z.string().nullable(),
    newEmail: z.string().nullable(),
  }),
});

/** Mails the site "sent"; tests read them through the control API to follow their links. */
export const outbox = new Collection({
  schema: z.object({
    id: z.number().int(),
    to: z.string(),
    kind: z.enum(['activation', 'reset', 'mail_change', 'reactivation', 'deleted']),
    subject: z.string(),
    link: z.string().nullable(),
    sentAt: z.string(),
  }),
});

/** Answers already given to a POST with an Idempotency-Key, replayed for a retried request. */
export const idempotentAnswers = new Collection({
  schema: z.object({ key: z.string(), status: z.number().int(), body: z.string(), at: z.string() }),
});

/** Deletion requests with reason and comment (spec §9 reasons). */
export const deletionRequests = new Collection({
  schema: z.object({
    memberId: z.number().int(),
    reason: z.string(),
    comment: z.string().nullable(),
    at: z.string(),
    /** What reactivation restores: an unconfirmed address stays unconfirmed, a disabled profile disabled. */
    previousStatus: z.enum(['active', 'not_confirmed']),
    previousProfileStatus: z.enum(['active', 'disabled']),
  }),
});

/** Complaints sent through the complaints form. */
export const complaints = new Collection({
  schema: z.object({
    id: z.number().int(),
    memberId: z.number().int().nullable(),
    name: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    profileId: z.number().int().nullable(),
    at: z.string(),
  }),
});
