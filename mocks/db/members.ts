import { Collection } from '@msw/data';
import { z } from 'zod';

/**
 * A member: the account (login, credits, status) and the profile in one record, since each
 * profile belongs to exactly one account. Fictional profiles are members too.
 */
export const memberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  passwordHash: z.string(),
  status: z.enum(['active', 'not_confirmed', 'pending_deletion']),
  deletedAt: z.string().nullable(),
  credits: z.number().int(),
  paidUser: z.boolean(),
  freeMessagesLeft: z.number().int(),
  signupDate: z.string(),
  language: z.enum(['da', 'de', 'en', 'es', 'fi', 'fr', 'it', 'nb', 'nl', 'pl', 'sv']),
  invisible: z.boolean(),
  pushSubscribed: z.boolean(),
  notificationsDisabled: z.array(z.enum(['fbl', 'bounce', 'listunsubscribe'])),
  tracking: z.record(z.string(), z.string()),
  lastActiveAt: z.string(),
  name: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  gender: z.enum(['male', 'female']),
  sexuality: z.enum(['hetero', 'gay', 'lesbian', 'bi']),
  dateOfBirth: z.string(),
  tattoos: z.enum(['none', 'some', 'many']).nullable(),
  hairColor: z.enum(['blond', 'brown', 'black', 'red', 'grey', 'bald', 'other']).nullable(),
  eyeColor: z.enum(['blue', 'green', 'brown', 'grey', 'hazel', 'other']).nullable(),
  bodyType: z.enum(['slim', 'average', 'athletic', 'curvy', 'large']).nullable(),
  relationshipStatus: z
    .enum(['single', 'divorced', 'widowed', 'separated', 'in_relationship', 'married'])
    .nullable(),
  interests: z.array(z.string()),
  aboutMe: z.string().nullable(),
  signupReason: z.string().nullable(),
  fictional: z.boolean(),
  profileStatus: z.enum(['active', 'disabled']),
  niche: z.number().int(),
  /** Last position shared from the location settings block; null when never shared. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

export type Member = z.infer<typeof memberSchema>;

export const members = new Collection({ schema: memberSchema });
