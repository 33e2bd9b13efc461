import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitDirectDebit } from '../../../generated/hooks/commerce/commerce';
import { simulation } from '../../../mocks/control';
import { creditBundles, directDebitMandates } from '../../../mocks/db/commerce';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs } from '../../../tests/utils/simulation';
import { fieldExamples } from './examples';

const LL = translations('en');
const t = LL.directDebit;

const bundleId = (country: string, credits: number): number => {
  const found = creditBundles.findFirst((q) => q.where({ country, credits }));
  if (found === undefined) throw new Error(`no ${String(credits)}-credit bundle in ${country}`);
  return found.id;
};
/** The address the credits page sends a member to when they choose SEPA direct debit. */
const addressOf = (country: string, credits: number) =>
  `/directdebit?bundle_id=${String(bundleId(country, credits))}&country=${country}`;

const validForm = {
  account_holder: 'J. de Vries',
  iban: 'NL91ABNA0417164300',
  street: 'Keizersgracht',
  house_number: '12A',
  postal_code: '1015 CJ',
  city: 'Amsterdam',
  mobile_number: '+31 6 12345678',
};
type FormValues = typeof validForm;

const fieldNames = (): Record<keyof FormValues, string> => ({
  account_holder: t.form.accountHolder(),
  iban: t.form.iban(),
  street: t.form.street(),
  house_number: t.form.houseNumber(),
  postal_code: t.form.postalCode(),
  city: t.form.city(),
  mobile_number: t.form.mobile(),
});

const fillForm = async (user: UserEvent, values: FormValues) => {
  const names = fieldNames();
  for (const name of Object.keys(values) as (keyof FormValues)[]) {
    const field = await screen.findByRole('textbox', { name: names[name] });
    await user.clear(field);
    await user.click(field);
    await user.paste(values[name]);
  }
};

const asRequest = (credits: number) => ({
  ...validForm,
  mobile_number: '+31612345678',
  bundle_id: bundleId('NL', credits),
  country: 'NL',
});

beforeAll(async () => {
  await import('./direct-debit-page');
}, 30_000);

const formLoads = () => simulation.log().filter((entry) => entry.operationId === 'getDirectDebitForm');
const creditsLinks = () =>
  screen.getAllByRole('link').filter((link) => link.getAttribute('href') === '/credits');

describe('/directdebit: the address, the form and its refusals', () => {
  it('says a broken address leads nowhere, with a way back, and asks the server nothing', async () => {
    await loginAs('free');
    for (const search of ['', '?bundle_id=abc&country=NL', '?bundle_id=12&country=XX', '?country=NL']) {
      const view = await renderApp({ path: `/directdebit${search}` });
      expect(await screen.findByText(t.address.invalid())).toBeInTheDocument();
      expect(screen.getByRole('link', { name: t.links.credits() })).toHaveAttribute('href', '/credits');
      view.unmount();
    }
    // A country without SEPA direct debit is told as such, before anything is asked.
    await renderApp({ path: `/directdebit?bundle_id=${String(bundleId('GB', 60))}&country=GB` });
    expect(await screen.findByText(t.address.notOffered())).toBeInTheDocument();
    expect(formLoads()).toHaveLength(0);
  });

  it('holds the form’s place while it loads, then shows the order and the form', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'getDirectDebitForm', delayMs: 400, once: true });
    await renderApp({ path: addressOf('NL', 60) });
    expect(await screen.findByRole('status', { busy: true })).toBeInTheDocument();
    const order = await screen.findByRole('region', { name: t.summary.heading() });
    expect(within(order).getByText(t.summary.credits({ count: 60 }))).toBeInTheDocument();
    expect(within(order).getByText('€24.95')).toBeInTheDocument();
    expect(within(order).getByText(t.summary.method())).toBeInTheDocument();
    const form = screen.getByRole('form', { name: t.form.heading() });
    for (const name of Object.values(fieldNames()))
      expect(within(form).getByRole('textbox', { name })).toHaveValue('');
    expect(screen.getByText(t.form.mandate({ amount: '€24.95' }))).toBeInTheDocument();
  });

  it('tells a member blocked for direct debit before any form, with the way to another method', async () => {
    await loginAs('blocked');
    await renderApp({ path: addressOf('NL', 60) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LL.apiErrors.direct_debit_blocked());
    expect(within(alert).getByRole('link', { name: t.links.otherMethod() })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('says when direct debit is not offered for the package, or the package is gone', async () => {
    await loginAs('free');
    const view = await renderApp({
      path: `/directdebit?bundle_id=${String(bundleId('GB', 60))}&country=NL`,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(LL.apiErrors.payment_method_unavailable());
    expect(creditsLinks()).not.toHaveLength(0);
    view.unmount();
    await renderApp({ path: '/directdebit?bundle_id=999999&country=NL' });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.load.notFound());
  });

  it('prefills the form from the last mandate, showing the IBAN and mobile number only masked', async () => {
    await loginAs('free');
    await submitDirectDebit(asRequest(20));
    await renderApp({ path: addressOf('NL', 60) });
    const names = fieldNames();
    expect(await screen.findByRole('textbox', { name: names.account_holder })).toHaveValue('J. de Vries');
    expect(screen.getByRole('textbox', { name: names.city })).toHaveValue('Amsterdam');
    expect(screen.getByRole('textbox', { name: names.iban })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: names.iban })).toHaveAccessibleDescription(
      t.form.ibanLast({ masked: 'NL** **** **** ** 4300' }),
    );
    expect(screen.getByRole('textbox', { name: names.mobile_number })).toHaveAccessibleDescription(
      t.form.mobileLast({ masked: '+31 6 ****5678' }),
    );
  });

  it('checks the IBAN as it is typed, in groups of 4, and every field on submit', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: addressOf('NL', 60) });
    const names = fieldNames();
    const iban = await screen.findByRole('textbox', { name: names.iban });
    await user.type(iban, 'nl91abna0417');
    expect(iban).toHaveValue('NL91 ABNA 0417');
    expect(iban).not.toHaveAttribute('aria-invalid');
    await user.type(iban, '164301');
    // Complete for a Dutch IBAN, and the check digits do not match: said at once.
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveAccessibleDescription(expect.stringContaining(t.form.ibanInvalid()));
    await user.type(iban, '{Backspace}0');
    expect(iban).not.toHaveAttribute('aria-invalid');
    expect(iban).toHaveAccessibleDescription(t.form.ibanValid());

    await user.type(screen.getByRole('textbox', { name: names.mobile_number }), '0612345678');
    await user.click(screen.getByRole('button', { name: t.form.submit() }));
    const holder = screen.getByRole('textbox', { name: names.account_holder });
    expect(holder).toHaveAttribute('aria-invalid', 'true');
    expect(holder).toHaveFocus();
    expect(holder).toHaveAccessibleDescription(expect.stringContaining(LL.form.required()));
    expect(screen.getByRole('textbox', { name: names.mobile_number })).toHaveAccessibleDescription(
      expect.stringContaining(t.form.mobileInvalid({ example: fieldExamples('NL').mobile })),
    );
    expect(directDebitMandates.all()).toHaveLength(0);
  });

  it('keeps every character typed when the request fails, and sends it once when it goes through', async () => {
    await loginAs('free');
    simulation.fault({ operationId: 'submitDirectDebit', status: 500, code: 'server_error' });
    const { user } = await renderApp({ path: addressOf('NL', 60) });
    await fillForm(user, { ...validForm, street: '  <script>alert(1)</script> 😀 شارع  ' });
    await user.click(screen.getByRole('button', { name: t.form.submit() }));
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      LL.apiErrors.server_error(),
    );
    const names = fieldNames();
    expect(screen.getByRole('textbox', { name: names.iban })).toHaveValue('NL91 ABNA 0417 1643 00');
    expect(screen.getByRole('textbox', { name: names.street })).toHaveValue(
      '  <script>alert(1)</script> 😀 شارع  ',
    );
    expect(screen.getByRole('textbox', { name: names.mobile_number })).toHaveValue(validForm.mobile_number);

    simulation.clearFaults();
    await user.click(screen.getByRole('button', { name: t.form.submit() }));
    expect(await screen.findByRole('heading', { name: t.sms.heading() })).toBeInTheDocument();
    expect(directDebitMandates.all()).toHaveLength(1);
    expect(directDebitMandates.all()[0]?.form.street).toBe('<script>alert(1)</script> 😀 شارع');
  });

  it('says a 10,000-character name is too long, keeps it, and sends nothing', async () => {
    await loginAs('free');
    const { user } = await renderApp({ path: addressOf('NL', 60) });
    const long = 'J'.repeat(10_000);
    await fillForm(user, { ...validForm, account_holder: long });
    await user.click(screen.getByRole('button', { name: t.form.submit() }));
    const holder = screen.getByRole('textbox', { name: fieldNames().account_holder });
    expect(holder).toHaveAttribute('aria-invalid', 'true');
    expect(holder).toHaveAccessibleDescription(expect.stringContaining(LL.form.tooLong({ max: 70 })));
    expect(holder).toHaveValue(long);
    expect(directDebitMandates.all()).toHaveLength(0);
  });

  it('stores one mandate and sends one SMS for a double press, and for an answer lost on the way', async () => {
    await loginAs('free');
    // The server stores the mandate, then the connection drops before its answer arrives.
    simulation.fault({ operationId: 'submitDirectDebit', loseAnswer: 'drop', once: true });
    const { user } = await renderApp({ path: addressOf('NL', 60) });
    await fillForm(user, validForm);
    await user.dblClick(screen.getByRole('button', { name: t.form.submit() }));
    expect(
      await screen.findByRole('heading', { name: t.sms.heading() }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(directDebitMandates.all()).toHaveLength(1);
    expect(directDebitMandates.all()[0]?.form.resends).toBe('0');
  });

  it('says the day’s limit is reached, when to try again, and the cheaper and other ways', async () => {
    await loginAs('free');
    for (let mandate = 0; mandate < 3; mandate += 1) await submitDirectDebit(asRequest(20));
    const { user } = await renderApp({ path: addressOf('NL', 60) });
    await fillForm(user, validForm);
    await user.click(screen.getByRole('button', { name: t.form.submit() }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LL.apiErrors.direct_debit_limit());
    expect(alert).toHaveTextContent(t.refused.limitWhen({ when: 'in 24 hours' }));
    expect(within(alert).getByRole('link', { name: t.links.cheaper() })).toHaveAttribute('href', '/credits');
    expect(within(alert).getByRole('link', { name: t.links.otherMethod() })).toHaveAttribute(
      'href',
      '/credits',
    );
    expect(screen.getByRole('textbox', { name: fieldNames().iban })).toHaveValue('NL91 ABNA 0417 1643 00');
  });

  it('applies the discount code of the address to the price, and says when a code cannot be used', async () => {
    await loginAs('new');
    const view = await renderApp({ path: `${addressOf('NL', 60)}&code=TIMEBONUS25` });
    const order = await screen.findByRole('region', { name: t.summary.heading() });
    expect(await within(order).findByText('€18.71')).toBeInTheDocument();
    expect(
      within(order).getByText(t.summary.discount({ code: 'TIMEBONUS25', percent: 25 })),
    ).toBeInTheDocument();
    expect(within(order).getByText(t.summary.oldPrice({ price: '€24.95' }))).toBeInTheDocument();
    expect(screen.getByText(t.form.mandate({ amount: '€18.71' }))).toBeInTheDocument();
    view.unmount();

    await renderApp({ path: `${addressOf('NL', 60)}&code=NOPE` });
    const refused = await screen.findByText(
      t.summary.codeRefused({ code: 'NOPE', reason: 'Code not found' }),
    );
    expect(refused.closest('[role="status"]')).toHaveTextContent(t.summary.fullPrice());
    expect(screen.getByText(t.form.mandate({ amount: '€24.95' }))).toBeInTheDocument();
  });

  it('pays the full price when the code is refused on sending, and says so', async () => {
    await loginAs('new');
    const { user } = await renderApp({ path: `${addressOf('NL', 60)}&code=TIMEBONUS25` });
    await screen.findByText('€18.71');
    simulation.fault({ operationId: 'submitDirectDebit', status: 409, code: 'code_used', once: true });
    await fillForm(user, validForm);
    await user.click(screen.getByRole('button', { name: t.form.submit() }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code already used');
    expect(screen.getByText(t.form.mandate({ amount: '€24.95' }))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.form.submit() }));
    await screen.findByRole('heading', { name: t.sms.heading() });
    expect(directDebitMandates.all()[0]?.form.discount_code).toBeUndefined();
  });

  it('shows in German', async () => {
    const de = translations('de');
    await loginAs('free');
    await renderApp({ path: addressOf('DE', 60), locale: 'de' });
    expect(await screen.findByRole('heading', { name: de.directDebit.form.heading() })).toBeInTheDocument();
    expect(screen.getByText(de.directDebit.summary.credits({ count: 60 }))).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: de.directDebit.form.iban() })).toHaveAccessibleDescription(
      de.directDebit.form.ibanHint({ example: fieldExamples('DE').iban }),
    );
  });
});
