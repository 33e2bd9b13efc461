import type { ClientReport, ClientReportBatch, ClientReportPage } from '../../generated/model';

/**
 * One report the app sent (POST /api/client-report.php, decision 034), with its batch's page
 * context and the simulation's time of arrival: what the real site would store for its team.
 */
export interface ReceivedClientReport {
  receivedAt: string;
  page: ClientReportPage;
  report: ClientReport;
}

/** Plenty for a tester's session; the oldest go first. */
const limit = 500;
let received: ReceivedClientReport[] = [];

export const storeClientReports = (batch: ClientReportBatch, receivedAt: string): void => {
  for (const report of batch.reports) received.push({ receivedAt, page: batch.page, report });
  if (received.length > limit) received = received.slice(-limit);
};

/** Oldest first, as `GET /__sim/reports` and the cockpit's Reports tab show them. */
export const clientReports = (): readonly ReceivedClientReport[] => received;

export const clearClientReports = (): void => {
  received = [];
};
