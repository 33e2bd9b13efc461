import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../generated/control-schema';
import styles from '../cockpit.module.css';
import { CheckBox } from '../check-box';
import { answered, control } from '../control';
import { formatTime } from '../format';

type Received = components['schemas']['ReceivedClientReport'];

/** How many of the newest reports the table shows; the simulation keeps the last 500. */
const shown = 150;

const units: Record<string, string> = { LCP: ' ms', INP: ' ms', CLS: '' };

/** One report in words: an error's message and where it came from, or a vital's figure and rating. */
const ReportCell = ({ received: { page, report } }: { received: Received }) => (
  <td>
    {report.kind === 'error' ? (
      <>
        <strong>Error</strong> <span className={styles.code}>{report.message}</span>
        {report.source !== undefined && (
          <span className={styles.detail}>
            From {report.source}
            {report.line === undefined ? '' : `:${String(report.line)}:${String(report.column ?? 0)}`}
          </span>
        )}
      </>
    ) : (
      <>
        <strong>{report.name}</strong> {`${String(report.value)}${units[report.name ?? ''] ?? ''}`}
        {report.rating !== undefined && ` (${report.rating})`}
      </>
    )}
    <span className={styles.detail}>
      On {report.route} · {page.locale} · {page.viewport}
      {page.build === undefined ? '' : ` · build ${page.build}`}
    </span>
    {report.stack !== undefined && (
      <details>
        <summary>Stack</summary>
        <span className={`${styles.code} ${styles.detail}`}>{report.stack}</span>
      </details>
    )}
  </td>
);

/**
 * What the app reported of real visits (decision 034): uncaught errors and the Web Vitals LCP, INP
 * and CLS, sent by a beacon when its page was hidden. Newest first, read every two seconds while
 * the tab is open: a tester sees here what the site's team would see in production.
 */
export const ReportsPanel = () => {
  const [errorsOnly, setErrorsOnly] = useState(false);
  const reports = useQuery({
    queryKey: ['client-reports'],
    queryFn: () => answered(control.GET('/__sim/reports')),
    refetchInterval: 2000,
  });
  const all = reports.data?.reports ?? [];
  const errors = all.filter(({ report }) => report.kind === 'error').length;
  const rows = all
    .filter(({ report }) => !errorsOnly || report.kind === 'error')
    .slice(-shown)
    .reverse();

  return (
    <section aria-labelledby="sim-reports" className={styles.section}>
      <h3 id="sim-reports" className={styles.sectionTitle}>
        Error and vitals reports
      </h3>
      <p className={errors > 0 ? styles.error : styles.status}>
        {`${String(errors)} ${errors === 1 ? 'error' : 'errors'}, ${String(all.length - errors)} vitals received.`}
      </p>
      <CheckBox label="Only errors" isSelected={errorsOnly} onChange={setErrorsOnly} />
      {reports.isError && (
        <p role="alert" className={styles.error}>
          The reports cannot be read.
        </p>
      )}
      <div className={styles.tableBox}>
        <table className={styles.table} aria-labelledby="sim-reports">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Report</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((received, index) => (
              <tr key={`${received.receivedAt}-${String(index)}`}>
                <td>{formatTime(received.report.at)}</td>
                <ReportCell received={received} />
              </tr>
            ))}
          </tbody>
        </table>
        {rows.length === 0 && (
          <p className={styles.muted}>
            No reports yet: they arrive when a page of the app is hidden or left.
          </p>
        )}
      </div>
    </section>
  );
};
