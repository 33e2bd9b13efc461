import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styles from '../cockpit.module.css';
import { CheckBox } from '../check-box';
import { answered, control } from '../control';
import { formatTime } from '../format';

/** How many of the newest requests the table shows; the simulation keeps the last 1000. */
const shown = 150;

/**
 * The requests the simulated API received, newest first, read every second while the tab is open:
 * method, path, status, time, the idempotency key, the fault that fired, and contract violations
 * highlighted.
 */
export const RequestsPanel = () => {
  const [problemsOnly, setProblemsOnly] = useState(false);
  const log = useQuery({
    queryKey: ['request-log'],
    queryFn: () => answered(control.GET('/__sim/log')),
    refetchInterval: 1000,
  });
  const requests = (log.data?.requests ?? [])
    .filter(
      (request) =>
        !problemsOnly ||
        request.status === 0 ||
        request.status >= 400 ||
        request.fault !== undefined ||
        request.violations.length > 0,
    )
    .slice(-shown)
    .reverse();
  const violations = (log.data?.requests ?? []).filter((request) => request.violations.length > 0).length;

  return (
    <section aria-labelledby="sim-requests" className={styles.section}>
      <h3 id="sim-requests" className={styles.sectionTitle}>
        Requests
      </h3>
      <p className={violations > 0 ? styles.error : styles.status}>
        {violations === 0
          ? 'No answer broke the contract.'
          : `${String(violations)} ${violations === 1 ? 'answer' : 'answers'} broke the contract (highlighted).`}
      </p>
      <CheckBox
        label="Only errors, faults and violations"
        isSelected={problemsOnly}
        onChange={setProblemsOnly}
      />
      {log.isError && (
        <p role="alert" className={styles.error}>
          The request log cannot be read.
        </p>
      )}
      <div className={styles.tableBox}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Request</th>
              <th scope="col">Status</th>
              <th scope="col">ms</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request, index) => (
              <tr
                key={`${request.at}-${String(index)}`}
                className={request.violations.length > 0 ? styles.violation : undefined}
              >
                <td>{formatTime(request.at)}</td>
                <td>
                  <span className={styles.code}>
                    {request.method} {request.path}
                  </span>
                  <span className={styles.muted}> {request.operationId}</span>
                  {request.idempotencyKey !== undefined && (
                    <span className={styles.detail}>Key {request.idempotencyKey}</span>
                  )}
                  {request.fault !== undefined && (
                    <span className={styles.detail}>Fault: {request.fault}</span>
                  )}
                  {request.violations.map((violation) => (
                    <span key={violation} className={styles.detail}>
                      Contract violation: {violation}
                    </span>
                  ))}
                </td>
                <td>{request.status === 0 ? 'dropped' : request.status}</td>
                <td>{request.durationMs}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {requests.length === 0 && <p className={styles.muted}>No requests yet.</p>}
      </div>
    </section>
  );
};
