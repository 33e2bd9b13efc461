import { Collection } from '@msw/data';
import { z } from 'zod';

export const photoSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  filename: z.string(),
  status: z.enum(['pending', 'active', 'rejected']),
  isMain: z.boolean(),
  uploadedAt: z.string(),
});

export type PhotoRecord = z.infer<typeof photoSchema>;

export const photos = new Collection({ schema: photoSchema });
