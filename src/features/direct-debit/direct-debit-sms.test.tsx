import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../../generated/model';
import { simulation } from '../../../mocks/control';
import { creditBundles, directDebitMandates, orders } from '../../../mocks/db/commerce';
import { lastSmsCode } from '../../../mocks/handlers/payments';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona } from '../../../tests/utils/simulation';
import { currentUserQueryOptions } from '../../api';
import { clock } from '../../lib/clock';

const LL = translations('en');
const t = LL.directDebit;

beforeAll(async () => {
  await import('./direct-debit-page');
}, 30_000);

const bundleId = (country: string, credits: number): number => {
  const found = creditBundles.findFirst((q) => q.where({ country, credits }));
  if (found === undefined) throw new Error(`no ${String(credits)}-credit bundle in ${country}`);
  return found.id;
};

const form = {
  [t.form.accountHolder()]: 'J. de Vries',
  [t.form.iban()]: 'NL91 ABNA 0417 1643 00',
  [t.form.street()]: 'Keizersgracht',
  [t.form.houseNumber()]: '12A',
  [t.form.postalCode()]: '1015 CJ',
  [t.form.city()]: 'Amsterdam',
  [t.form.mobile()]: '+31 6 12345678',
};

/** The free member fills in the form for 60 NL credits and asks for the SMS code. */
const toSmsStep = async () => {
  await loginAs('free');
  const view = await renderApp({ path: `/directdebit?bundle_id=${String(bundleId('NL', 60))}&country=NL` });
  const { user } = view;
  for (const [name, value] of Object.entries(form)) {
    await user.click(await screen.findByRole('textbox', { name }));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: t.form.submit() }));
  await waitFor(() => {
    expect(screen.getByRole('heading', { name: t.sms.heading() })).toHaveFocus();
  });
  return view;
};

const mandateId = (): string => {
  const mandate = directDebitMandates.all().at(-1);
  if (mandate === undefined) throw new Error('no mandate was stored');
  return mandate.id;
};
const smsCode = () => lastSmsCode(mandateId()) ?? '';
const wrongCode = () => (smsCode() === '000000' ? '111111' : '000000');

const codeField = () => screen.getByRole('textbox', { name: t.sms.code() });
const confirmWith = async (user: UserEvent, code: string) => {
  await user.clear(codeField());
  await user.type(codeField(), code);
  await user.click(screen.getByRole('button', { name: t.sms.confirm() }));
};

describe('/directdebit: the SMS code step', () => {
  it('asks for the code sent to the masked number, in a one-time-code field', async () => {
    await toSmsStep();
    expect(screen.getByText(t.sms.sentTo({ number: '+31 6 ****5678' }))).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAccessibleDescription(t.sms.codeHint({ minutes: 10 }));
  });

  it('says ‘Code invalid’ at the field for a wrong code, keeps it, then pays once with the right one', async () => {
    const { user, queryClient } = await toSmsStep();
    const wrong = wrongCode();
    await confirmWith(user, wrong);
    await waitFor(() => {
      expect(codeField()).toHaveAccessibleDescription(expect.stringContaining('Code invalid'));
    });
    expect(codeField()).toHaveValue(wrong);
    expect(codeField()).toHaveFocus();
    expect(persona('free').credits).toBe(0);

    await confirmWith(user, '12345');
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(t.sms.codeFormat()));

    await confirmWith(user, smsCode());
    const done = await screen.findByRole('heading', { name: t.done.heading() });
    await waitFor(() => {
      expect(done).toHaveFocus();
    });
    expect(screen.getByText(t.done.credits({ count: 60 }))).toBeInTheDocument();
    expect(screen.getByText(t.done.debit({ amount: '€24.95' }))).toBeInTheDocument();
    const confirmation = screen.getByRole('region', { name: t.done.heading() });
    expect(within(confirmation).getByRole('link', { name: t.done.search() })).toHaveAttribute(
      'href',
      '/members',
    );
    expect(within(confirmation).getByRole('link', { name: t.done.transactions() })).toHaveAttribute(
      'href',
      '/transactions',
    );
    expect(persona('free')).toMatchObject({ credits: 60, paidUser: true });
    expect(orders.all().filter((order) => order.memberId === persona('free').id)).toHaveLength(1);
    // The balance and premium show at once: the member is asked again.
    await waitFor(() => {
      expect(queryClient.getQueryData<User | null>(currentUserQueryOptions().queryKey)).toMatchObject({
        credits: 60,
        paid_user: true,
      });
    });
  });

  it('says an expired code is invalid and that a new one is needed', async () => {
    const { user } = await toSmsStep();
    simulation.clock.advance(10 * 60 + 1);
    await confirmWith(user, smsCode());
    await waitFor(() => {
      expect(codeField()).toHaveAccessibleDescription(expect.stringContaining('Code invalid'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent(t.sms.expired());
  });

  it('sends a new code no sooner than the server allows, counting down the wait, and says when no more can come', async () => {
    // Only the simulation moves the time here, so the waits are exact.
    clock.freeze(clock.now());
    const { user } = await toSmsStep();
    const resend = screen.getByRole('button', { name: t.sms.resend() });
    await user.click(resend);
    expect(await screen.findByText(t.sms.resendWait({ when: 'in 1 minute' }))).toBeInTheDocument();
    simulation.clock.advance(30);
    // The count goes on once a second, by the clock the simulation moved.
    expect(
      await screen.findByText(t.sms.resendWait({ when: 'in 30 seconds' }), {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    simulation.clock.advance(30);
    await waitFor(() => {
      expect(screen.queryByText(/in \d+ second/)).not.toBeInTheDocument();
    });
    const first = smsCode();
    await user.click(resend);
    expect(await screen.findByText(t.sms.resent({ number: '+31 6 ****5678' }))).toBeInTheDocument();
    expect(smsCode()).not.toBe(first);
    for (let again = 0; again < 2; again += 1) {
      simulation.clock.advance(60);
      await user.click(resend);
      await waitFor(() => {
        expect(directDebitMandates.all().at(-1)?.form.resends).toBe(String(again + 2));
      });
    }
    simulation.clock.advance(60);
    await user.click(resend);
    expect(await screen.findByText(t.sms.resendRefused())).toBeInTheDocument();
    // The last code still pays.
    await confirmWith(user, smsCode());
    expect(await screen.findByRole('heading', { name: t.done.heading() })).toBeInTheDocument();
  });

  it('goes back to the form with everything typed after 5 wrong codes void the payment', async () => {
    const { user } = await toSmsStep();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await confirmWith(user, wrongCode());
      await waitFor(() => {
        expect(codeField()).toHaveAccessibleDescription(expect.stringContaining('Code invalid'));
      });
    }
    await confirmWith(user, smsCode());
    const notice = await screen.findByText(t.form.voided());
    await waitFor(() => {
      expect(notice.closest('[tabindex="-1"]')).toHaveFocus();
    });
    for (const [name, value] of Object.entries(form))
      expect(screen.getByRole('textbox', { name })).toHaveValue(value);
    expect(persona('free').credits).toBe(0);
    // Sent again, a new mandate and a new code.
    await user.click(screen.getByRole('button', { name: t.form.submit() }));
    await screen.findByRole('heading', { name: t.sms.heading() });
    expect(directDebitMandates.all()).toHaveLength(2);
  });

  it('goes back to the form to change the details, keeping what was typed', async () => {
    const { user } = await toSmsStep();
    await user.click(screen.getByRole('button', { name: t.sms.change() }));
    await waitFor(() => {
      expect(screen.getByRole('heading', { name: t.form.heading() })).toHaveFocus();
    });
    expect(screen.getByRole('textbox', { name: t.form.mobile() })).toHaveValue('+31 6 12345678');
  });

  it('says the account was blocked meanwhile, with the way to another method', async () => {
    const { user } = await toSmsStep();
    simulation.fault({
      operationId: 'verifyDirectDebitSms',
      status: 403,
      code: 'direct_debit_blocked',
      once: true,
    });
    await confirmWith(user, smsCode());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LL.apiErrors.direct_debit_blocked());
    expect(within(alert).getByRole('link', { name: t.links.otherMethod() })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(persona('free').credits).toBe(0);
  });
});
