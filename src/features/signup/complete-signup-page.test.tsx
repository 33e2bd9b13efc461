import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { lastMailTo, loginAs } from '../../../tests/utils/simulation';
import { signupProgress } from './signup-progress';

const LL = translations('en');

afterEach(() => {
  signupProgress.reset();
});

const openAtCompleteStep = async (persona: 'unconfirmed' | 'free') => {
  await loginAs(persona);
  signupProgress.update({ step: 5 });
  const view = await renderApp({ path: '/complete-signup' });
  const step = await screen.findByRole('region', { name: LL.signupSteps.completeTitle() });
  return { ...view, step };
};

describe('/complete-signup', () => {
  it('starts a member whose signup stopped at the account form at step 1 of 4', async () => {
    await loginAs('new');
    await renderApp({ path: '/complete-signup' });
    expect(
      await screen.findByRole('heading', { level: 1, name: LL.signupSteps.completeSignupTitle() }),
    ).toBeVisible();
    expect(screen.getByText(LL.signupSteps.stepOf({ step: 1, total: 4 }))).toBeVisible();
  });

  it('moves the focus to the heading of the next step', async () => {
    await loginAs('new');
    signupProgress.update({ step: 1 });
    await renderApp({ path: '/complete-signup' });
    await screen.findByText(LL.signupSteps.stepOf({ step: 1, total: 4 }));
    act(() => {
      signupProgress.update({ step: 2 });
    });
    expect(screen.getByText(LL.signupSteps.stepOf({ step: 2, total: 4 }))).toBeVisible();
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings[0]).toHaveFocus();
    act(() => {
      signupProgress.update({ step: 5 });
    });
    expect(screen.getByRole('heading', { level: 2, name: LL.signupSteps.completeTitle() })).toHaveFocus();
  });
});

describe('the complete step', () => {
  it('says where the link went and that others cannot reply until it is used', async () => {
    const { step } = await openAtCompleteStep('unconfirmed');
    expect(
      within(step).getByText(LL.signupSteps.completeSent({ email: 'unconfirmed@sim.test' })),
    ).toBeVisible();
    expect(within(step).getByText(LL.signupSteps.completeWhy())).toBeVisible();
    // The page's own reminder stays away: the step offers the mail already.
    expect(screen.getAllByRole('button', { name: LL.activation.resend() })).toHaveLength(1);
  });

  it('sends the mail again, then asks to wait the minutes the server says', async () => {
    const { step, user } = await openAtCompleteStep('unconfirmed');
    const resend = within(step).getByRole('button', { name: LL.activation.resend() });
    await user.click(resend);
    expect(await within(step).findByText(LL.activation.resendSent())).toBeVisible();
    expect(lastMailTo('unconfirmed@sim.test')?.link).toMatch(/^\/activate\/done\?token=/);

    await user.click(resend);
    expect(await within(step).findByText(LL.activation.resendWait({ minutes: 5 }))).toBeVisible();
    expect(resend).toHaveFocus();
  });

  it('says why the mail was not sent when the server fails', async () => {
    simulation.fault({ operationId: 'resendActivationMail', status: 500 });
    const { step, user } = await openAtCompleteStep('unconfirmed');
    await user.click(within(step).getByRole('button', { name: LL.activation.resend() }));
    expect(await within(step).findByText(LL.apiErrors.server_error())).toBeVisible();
  });

  it('tells a member whose address is confirmed already, without offering the mail', async () => {
    const { step } = await openAtCompleteStep('free');
    expect(
      within(step).getByText(LL.signupSteps.completeConfirmed({ email: 'free@sim.test' })),
    ).toBeVisible();
    expect(within(step).queryByRole('button', { name: LL.activation.resend() })).not.toBeInTheDocument();
  });

  it('continues to the suggested members and ends the signup', async () => {
    const { step, user, router } = await openAtCompleteStep('unconfirmed');
    await user.click(within(step).getByRole('button', { name: LL.signupSteps.completeContinue() }));
    expect(await screen.findByRole('heading', { level: 1, name: LL.signupMatches.title() })).toBeVisible();
    expect(router.state.location.pathname).toBe('/signup-matches');
    // Ended once the step has gone from the screen, so it never flashes back to step 1 first.
    await waitFor(() => {
      expect(signupProgress.get().step).toBe(0);
    });
  });
});
