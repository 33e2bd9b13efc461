import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { readTracking } from '../../lib/tracking';
import { installNativeDialogStandIn } from '../../../tests/utils/native-dialog';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { closeConsentChoices, consentStorageKey, readConsent } from './consent-store';

const LL = translations('en');
installNativeDialogStandIn();

const banner = () => screen.findByRole('complementary', { name: LL.consent.title() });
const campaignLink = '/?network=ads&ref=r1&sub1=banner&lb=1';

// Test files share one window and its modules: the dialog's open state must not outlive a test.
afterEach(closeConsentChoices);

describe('consent banner (decision 030)', () => {
  it('asks a visitor with accept and reject as equal native buttons, and stores nothing before', async () => {
    await renderApp({ path: campaignLink, consentGiven: false });
    const region = await banner();
    const accept = within(region).getByRole('button', { name: LL.consent.acceptAll() });
    const reject = within(region).getByRole('button', { name: LL.consent.rejectAll() });
    expect(accept.className).toBe(reject.className);
    expect(within(region).getByRole('button', { name: LL.consent.choose() })).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: LL.consent.policy() })).toHaveAttribute(
      'href',
      '/pages/cookies',
    );
    expect(readTracking()).toEqual({});
    expect(sessionStorage.getItem('bounce-logging')).toBeNull();
    expect(localStorage.getItem(consentStorageKey)).toBeNull();
  });

  it('rejecting hides it, remembers the refusal and stores no tracking', async () => {
    const { user } = await renderApp({ path: campaignLink, consentGiven: false });
    await user.click(within(await banner()).getByRole('button', { name: LL.consent.rejectAll() }));
    expect(screen.queryByRole('complementary', { name: LL.consent.title() })).not.toBeInTheDocument();
    expect(readConsent()).toMatchObject({ statistics: false, marketing: false });
    expect(readTracking()).toEqual({});
    expect(sessionStorage.getItem('bounce-logging')).toBeNull();
  });

  it('accepting applies to the tracking values still in the address', async () => {
    const { user } = await renderApp({ path: campaignLink, consentGiven: false });
    await user.click(within(await banner()).getByRole('button', { name: LL.consent.acceptAll() }));
    expect(readConsent()).toMatchObject({ statistics: true, marketing: true });
    expect(readTracking()).toEqual({ network: 'ads', ref: 'r1', sub1: 'banner' });
    expect(sessionStorage.getItem('bounce-logging')).toBe('1');
  });

  it('"choose" opens the categories; the necessary one is always on, the others saved as set', async () => {
    const { user } = await renderApp({ path: campaignLink, consentGiven: false });
    await user.click(within(await banner()).getByRole('button', { name: LL.consent.choose() }));
    const dialog = await screen.findByRole('dialog', { name: LL.consentChoices.dialogTitle() });
    const necessary = within(dialog).getByRole('switch', { name: LL.consentChoices.necessary() });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    const statistics = within(dialog).getByRole('switch', { name: LL.consentChoices.statistics() });
    const marketing = within(dialog).getByRole('switch', { name: LL.consentChoices.marketing() });
    expect(statistics).not.toBeChecked();
    expect(marketing).not.toBeChecked();
    await user.click(statistics);
    await user.click(within(dialog).getByRole('button', { name: LL.consentChoices.save() }));
    expect(screen.queryByRole('dialog', { name: LL.consentChoices.dialogTitle() })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: LL.consent.title() })).not.toBeInTheDocument();
    expect(readConsent()).toMatchObject({ statistics: true, marketing: false });
    expect(readTracking()).toEqual({});
    expect(sessionStorage.getItem('bounce-logging')).toBe('1');
  });

  it('comes after the entry warning', async () => {
    const { user } = await renderApp({ path: '/', entryWarningSkipped: false, consentGiven: false });
    const warning = await screen.findByRole('dialog', { name: LL.entryWarning.title() });
    expect(screen.queryByRole('complementary', { name: LL.consent.title() })).not.toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: LL.entryWarning.enter() }));
    expect(await banner()).toBeInTheDocument();
  });

  it('is not shown again once answered; the footer reopens the choice, and withdrawing removes tracking', async () => {
    const { user } = await renderApp({ path: campaignLink });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('complementary', { name: LL.consent.title() })).not.toBeInTheDocument();
    expect(readTracking()).toEqual({ network: 'ads', ref: 'r1', sub1: 'banner' });

    await user.click(await screen.findByRole('button', { name: LL.consent.change() }));
    const dialog = await screen.findByRole('dialog', { name: LL.consentChoices.dialogTitle() });
    expect(within(dialog).getByRole('switch', { name: LL.consentChoices.marketing() })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: LL.consent.rejectAll() }));
    expect(readConsent()).toMatchObject({ statistics: false, marketing: false });
    expect(readTracking()).toEqual({});
    expect(sessionStorage.getItem('bounce-logging')).toBeNull();
  });

  it('closing the choice without saving changes nothing', async () => {
    const { user } = await renderApp({ path: '/', consentGiven: false });
    await user.click(within(await banner()).getByRole('button', { name: LL.consent.choose() }));
    const dialog = await screen.findByRole('dialog', { name: LL.consentChoices.dialogTitle() });
    await user.click(within(dialog).getByRole('button', { name: LL.ui.close() }));
    expect(screen.queryByRole('dialog', { name: LL.consentChoices.dialogTitle() })).not.toBeInTheDocument();
    expect(readConsent()).toBeUndefined();
    expect(await banner()).toBeInTheDocument();
  });
});
