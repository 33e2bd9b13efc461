import { contractLength } from './text-length';

/**
 * Reporting a member (EU Digital Services Act art. 16 notice, issue 14 item 6). The reasons are
 * the contract's `ReportReason`, in the order the report form offers them: the gravest that a
 * member can recognise on a profile first, `other` last.
 */
export const reportReasons = [
  'fake_profile',
  'harassment',
  'underage',
  'scam_or_spam',
  'illegal_content',
  'other',
] as const;

export type ReportReason = (typeof reportReasons)[number];

export const isReportReason = (value: string): value is ReportReason =>
  (reportReasons as readonly string[]).includes(value);

/** The contract's limit on `ReportRequest.details`. */
export const reportDetailsMaxLength = 2000;

export type ReportDetailsError = 'required' | 'too_long';

/** The details as they are sent: the spaces around them say nothing and are not kept. */
export const sentReportDetails = (details: string): string => details.trim();

/**
 * `other` names no reason, so the team has nothing to act on without the member's words: the
 * details are required then. Too long is refused, never cut, so the member chooses what goes.
 * Counted as the contract counts (code points), on the text as it is sent.
 */
export const checkReportDetails = (
  reason: ReportReason | undefined,
  details: string,
): ReportDetailsError | undefined => {
  const sent = sentReportDetails(details);
  if (contractLength(sent) > reportDetailsMaxLength) return 'too_long';
  return reason === 'other' && sent === '' ? 'required' : undefined;
};
