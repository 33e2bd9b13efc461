import { Collection } from '@msw/data';
import { z } from 'zod';
import { reportReasons } from '../../src/domain/report-rules';

/**
 * Reports of members by members (EU Digital Services Act art. 16 notices). Nothing in the
 * simulation closes one, since no team reviews them here; a test or scenario that needs a closed
 * report sets `status` itself.
 */
export const reports = new Collection({
  schema: z.object({
    id: z.number().int(),
    /** What the member quotes to customer service (`R-2026-000123`). */
    reference: z.string(),
    reporterId: z.number().int(),
    reportedId: z.number().int(),
    reason: z.enum(reportReasons),
    details: z.string(),
    status: z.enum(['open', 'closed']),
    createdAt: z.string(),
  }),
});
