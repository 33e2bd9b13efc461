import type { FieldErrorCode } from '../../generated/model';
import { checkReportDetails, sentReportDetails } from '../../src/domain/report-rules';
import { clock } from '../../src/lib/clock';
import { nextId } from '../db';
import { members } from '../db/members';
import { reports } from '../db/reports';
import { blocks } from '../db/social';
import { isShown } from './members-search';
import { handleMember } from './support/operation';
import { notFound, validationError } from './support/respond';

/** `R-<year>-<running number>`: readable over the phone, and unique without the year too. */
const referenceOf = (filedAt: Date, id: number): string =>
  `R-${String(filedAt.getUTCFullYear())}-${String(id).padStart(6, '0')}`;

const isBlocking = (blockerId: number, blockedId: number): boolean =>
  blocks.findFirst((q) => q.where({ blockerId, blockedId })) !== undefined;

/**
 * The block /api/block.php makes (mocks/handlers/members.ts), record for record: search, related
 * profiles, likes, the swipe game and messages all read the blocks table, so the reported member
 * disappears from them exactly as after the block button.
 */
const block = async (blockerId: number, blockedId: number, at: string): Promise<void> => {
  if (!isBlocking(blockerId, blockedId)) await blocks.create({ blockerId, blockedId, createdAt: at });
};

export const reportHandlers = [
  // The contract check has refused an unknown reason and over-long details before this runs;
  // `other` without words needs the domain rule, which the schema cannot say.
  handleMember('reportMember', async ({ member, body, reply }) => {
    const { profile_id: id, reason, details = '', also_block: alsoBlock = false } = body;
    const fields: Partial<Record<string, FieldErrorCode>> = {};
    if (id === member.id) fields.profile_id = 'not_allowed';
    const detailsProblem = checkReportDetails(reason, details);
    if (detailsProblem !== undefined) fields.details = detailsProblem;
    if (Object.keys(fields).length > 0) return validationError(fields);

    const reported = members.findFirst((q) => q.where({ id }));
    if (reported === undefined || !isShown(reported)) return notFound('No such profile');

    // One open report per pair: a second would only be the same notice twice in the team's queue.
    const open = reports.findFirst((q) => q.where({ reporterId: member.id, reportedId: id, status: 'open' }));
    if (open !== undefined) {
      return reply(409, {
        error: {
          code: 'already_reported',
          message: 'You have already reported this member',
          reference: open.reference,
        },
      });
    }

    const filedAt = clock.now();
    const reportId = nextId(reports.all());
    const report = await reports.create({
      id: reportId,
      reference: referenceOf(filedAt, reportId),
      reporterId: member.id,
      reportedId: id,
      reason,
      details: sentReportDetails(details),
      status: 'open',
      createdAt: filedAt.toISOString(),
    });
    if (alsoBlock) await block(member.id, id, report.createdAt);
    return reply(201, {
      report: {
        reference: report.reference,
        status: report.status,
        reason: report.reason,
        created_at: report.createdAt,
      },
      blocked: isBlocking(member.id, id),
    });
  }),
];
