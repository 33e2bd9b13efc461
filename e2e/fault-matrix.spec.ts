import { expect, test } from './fixtures';
import { screenCases } from './fault-matrix/cases';
import { faultKinds } from './fault-matrix/kinds';
import { runCase } from './fault-matrix/run-case';

/**
 * The fault matrix (issue 21 item 1): every operation a screen calls meets every fault kind that
 * applies to it. `npm test` runs the representative share each case marks; `FAULT_MATRIX=all`
 * (`npm run check:faults`) runs every cell and writes build/fault-matrix.json.
 */
const everyCell = process.env.FAULT_MATRIX === 'all';

test.describe('the fault matrix', () => {
  test.use({ expectApiErrors: true });

  for (const kase of screenCases) {
    for (const kind of faultKinds) {
      if (kase.notApplicable?.[kind] !== undefined) continue;
      if (!everyCell && !(kase.share ?? []).includes(kind)) continue;

      test(`on a desktop: ${kase.operationId} × ${kind}`, async ({
        page,
        context,
        baseURL,
        simulatedBackend,
      }) => {
        // A cell is a login, a screen, a fault, a retry and the accessibility scans.
        test.setTimeout(90_000);
        await runCase({ page, context, baseURL, simulatedBackend }, kase, kind);
        expect(page.url()).not.toBe('about:blank');
      });
    }
  }
});
