import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { simulation } from '../../../mocks/control';
import { translations } from '../../../tests/utils/i18n';
import { renderApp } from '../../../tests/utils/render-app';
import { loginAs, persona } from '../../../tests/utils/simulation';

const LL = translations('en');
const t = LL.notificationSettings.invisible;

// The screens and the settings forms are lazy chunks, and the simulation loads its seed on first
// use: both are compiled once up front, so no test's first wait pays for that.
beforeAll(async () => {
  await Promise.all([
    import('./settings-page'),
    import('./settings-sections'),
    import('../../../mocks/seed/seed'),
  ]);
}, 30_000);

const openInvisibleMode = async () => {
  await loginAs('free');
  const view = await renderApp({ path: '/notifications' });
  const section = await screen.findByRole('region', { name: t.heading() }, { timeout: 10_000 });
  const toggle = within(section).getByRole('switch', { name: t.label() });
  return { ...view, section, toggle };
};

describe('settings: invisible mode', () => {
  it('says what it means, turns on and off at once, and each change is confirmed in place', async () => {
    const { user, section, toggle } = await openInvisibleMode();
    expect(toggle).not.toBeChecked();
    expect(toggle).toHaveAccessibleDescription(t.meaning());

    await user.click(toggle);
    expect(await within(section).findByText(t.on(), {}, { timeout: 5000 })).toBeVisible();
    expect(toggle).toBeChecked();
    expect(persona('free').invisible).toBe(true);

    await user.click(toggle);
    expect(await within(section).findByText(t.off(), {}, { timeout: 5000 })).toBeVisible();
    expect(toggle).not.toBeChecked();
    expect(persona('free').invisible).toBe(false);
  });

  it('is turned by keyboard alone', async () => {
    const { user, section, toggle } = await openInvisibleMode();
    toggle.focus();
    await user.keyboard(' ');
    expect(await within(section).findByText(t.on(), {}, { timeout: 5000 })).toBeVisible();
    expect(toggle).toHaveFocus();
    expect(persona('free').invisible).toBe(true);
  });

  it('puts the switch back and says why when the change fails', async () => {
    simulation.fault({ operationId: 'setInvisible', status: 500 });
    const { user, section, toggle } = await openInvisibleMode();
    await user.click(toggle);
    const alert = await within(section).findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent(t.failed());
    expect(alert).toHaveTextContent(LL.apiErrors.server_error());
    expect(toggle).not.toBeChecked();
    expect(persona('free').invisible).toBe(false);
    expect(within(section).queryByText(t.on())).not.toBeInTheDocument();
  }, 20_000);
});
