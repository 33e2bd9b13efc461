import { describe, expect, it } from 'vitest';
import type { ClientReportBatch } from '../../generated/model';
import { simulationClient } from '../../tests/utils/simulation';
import { clientReports } from '../control/client-reports';
import { resetSimulation } from '../reset';

const batch: ClientReportBatch = {
  page: { build: 'DkD3kx9L', locale: 'de', viewport: 'tablet' },
  reports: [
    {
      kind: 'error',
      message: 'TypeError: x is undefined',
      source: 'https://sim.test/assets/index-DkD3kx9L.js',
      line: 1,
      column: 20511,
      route: '/members/:id',
      at: '2026-03-02T10:15:30Z',
    },
    {
      kind: 'vital',
      name: 'CLS',
      value: 0.02,
      rating: 'good',
      route: '/members',
      at: '2026-03-02T10:15:31Z',
    },
  ],
};

const post = (body: unknown) =>
  fetch(`${location.origin}/api/client-report.php`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });

describe('client reports (issue 21 item 7)', () => {
  it('keeps each report of a batch with the page context, from a visitor without a session', async () => {
    const { response } = await simulationClient().POST('/api/client-report.php', { body: batch });
    expect(response.status).toBe(204);
    expect(clientReports()).toEqual([
      expect.objectContaining({ page: batch.page, report: batch.reports[0] }),
      expect.objectContaining({ page: batch.page, report: batch.reports[1] }),
    ]);
  });

  it('refuses a field the contract does not list, so nothing else can travel by it', async () => {
    const withEmail = { ...batch, page: { ...batch.page, email: 'jane@example.com' } };
    expect((await post(withEmail)).status).toBe(400);
    const withUser = { ...batch, reports: [{ ...batch.reports[0], user_id: 7 }] };
    expect((await post(withUser)).status).toBe(400);
    expect(clientReports()).toEqual([]);
  });

  it('refuses more than 20 reports in a batch, and an empty one', async () => {
    const vital = batch.reports[1];
    expect((await post({ ...batch, reports: Array.from({ length: 21 }, () => vital) })).status).toBe(400);
    expect((await post({ ...batch, reports: [] })).status).toBe(400);
    expect((await post({ ...batch, reports: Array.from({ length: 20 }, () => vital) })).status).toBe(204);
    expect(clientReports()).toHaveLength(20);
  });

  it('forgets the reports at a reset', async () => {
    await post(batch);
    expect(clientReports()).toHaveLength(2);
    await resetSimulation();
    expect(clientReports()).toEqual([]);
  });
});
