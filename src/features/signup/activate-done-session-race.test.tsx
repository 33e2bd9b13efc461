import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { User } from '../../../generated/model';
import { server } from '../../../mocks/node';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { activationLink, persona } from '../../../tests/utils/simulation';
import { currentUserQueryOptions } from '../../api';

const LL = translations('en');

/**
 * Issue 12 item 12: in another browser the page reads the session (a visitor: 403) while the link
 * is being confirmed. When that read was sent before the activation's session began but answers
 * after it, its "logged out" must not replace the member the activation answered.
 */
describe('/activate/done while the session is still being read', () => {
  it('keeps the member the activation logged in when the older read answers "logged out" later', async () => {
    const link = await activationLink();
    let answerHeldRead: () => void = () => undefined;
    const heldReadAnswered = new Promise<void>((resolve) => {
      let first = true;
      server.use(
        http.get('*/api/user.php', async () => {
          if (!first) return undefined;
          first = false;
          // Sent without a session, so the server's answer is "not logged in" — given only now.
          await new Promise<void>((release) => {
            answerHeldRead = release;
          });
          resolve();
          return HttpResponse.json(
            { error: { code: 'authentication_required', message: 'Login required' } },
            { status: 403 },
          );
        }),
      );
    });

    const { queryClient } = await renderApp({ path: link });
    expect(await screen.findByRole('heading', { level: 1, name: LL.activation.doneTitle() })).toBeVisible();
    expect(persona('unconfirmed').status).toBe('active');

    answerHeldRead();
    await heldReadAnswered;
    const userKey = currentUserQueryOptions().queryKey;
    await waitFor(() => {
      expect(queryClient.getQueryState(userKey)?.fetchStatus).toBe('idle');
    });
    const user: User | null | undefined = queryClient.getQueryData(userKey);
    expect(user).toMatchObject({ email: 'unconfirmed@sim.test' });
    expect(
      await screen.findByRole('button', {
        name: LL.topBar.accountMenu({ name: persona('unconfirmed').name }),
      }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: LL.topBar.login() })).toBeNull();
  });
});
