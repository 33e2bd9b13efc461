import type { Locator, Page } from '@playwright/test';
import { translations } from '../tests/utils/i18n';
import { expect, test } from './fixtures';
import { describeFindings, scanInPlace } from './axe';
import { tabTo } from './keyboard';
import { loginAs } from './members';

const credits = translations('en').credits;

/** The cockpit beside the app (decision 033), as a tester finds it after opening /__sim/. */
const cockpit = (page: Page) => page.getByRole('complementary', { name: 'Simulation cockpit' });

const openTab = async (page: Page, name: string): Promise<Locator> => {
  await cockpit(page).getByRole('tab', { name }).click();
  return cockpit(page).getByRole('tabpanel', { name });
};

const become = async (page: Page, button: string, email: RegExp) => {
  const panel = await openTab(page, 'Who');
  await panel.getByRole('button', { name: button }).click();
  await expect(page).toHaveURL('/members');
  await expect(cockpit(page).getByText(email)).toBeVisible();
};

/** Loads a scenario (the app opens afresh at its start), then plays every step one by one. */
const replayStepByStep = async (page: Page, name: string) => {
  let panel = await openTab(page, 'Scenarios');
  await panel.getByRole('searchbox', { name: /Find a scenario/ }).fill(name);
  await panel.getByRole('option', { name, exact: true }).click();
  await panel.getByRole('button', { name: 'Load (reset to its start)' }).click();
  await expect(page).toHaveURL('/');
  // The page loaded afresh; the cockpit kept its tab and the chosen scenario.
  panel = cockpit(page).getByRole('tabpanel', { name: 'Scenarios' });
  await expect(panel.getByRole('heading', { name })).toBeVisible();
  const steps = panel.getByRole('list', { name: 'Steps' }).getByRole('listitem');
  const count = await steps.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    await panel.getByRole('button', { name: 'Play the next step' }).click();
    await expect(steps.nth(index)).toHaveText(/passed$/);
  }
  await expect(panel.getByText('Every step passed.')).toBeVisible();
};

test.describe('the QA cockpit (issue 20)', () => {
  // Scenario steps played in the page call the API as the scenario says, refusals included (a
  // wrong password, a login blocked): the browser logs each refused request.
  test.use({ expectApiErrors: true });

  test('on a desktop: a tester becomes the new member, moves the clock past the time bonus, fails a payment and replays three scenarios', async ({
    page,
  }) => {
    await page.goto('/__sim/');
    await expect(page).toHaveURL('/');
    await expect(cockpit(page)).toBeVisible();

    // The brand-new member: the time bonus counts down on the credit page.
    await become(page, 'Become a new member', /Logged in as fresh\d+@sim\.test/);
    await page.goto('/credits');
    const timeBonus = page.getByRole('region', { name: credits.discount.timeBonusTitle({ percent: 25 }) });
    await expect(timeBonus).toBeVisible();
    await expect(timeBonus.getByText(/^0[34]:\d\d:\d\d$/)).toBeVisible();

    // Four hours later the page follows without a reload: the welcome discount takes over.
    const clock = await openTab(page, 'Clock');
    await clock.getByRole('button', { name: 'Move the clock forward 4 h' }).click();
    await expect(timeBonus).toHaveCount(0);
    await expect(
      page.getByRole('region', { name: credits.discount.welcomeTitle({ percent: 25 }) }),
    ).toBeVisible();

    // A failed payment: premium's stored card is refused, and the result offers the other ways.
    await become(page, 'Become premium@sim.test', /Logged in as premium@sim\.test/);
    const world = await openTab(page, 'World');
    await world.getByRole('button', { name: /The payments that follow/ }).click();
    await page.getByRole('option', { name: 'Charging a stored card fails' }).click();
    await world.getByRole('button', { name: 'Apply to the provider' }).click();
    await expect(world.getByText('Now: Charging a stored card fails')).toBeVisible();
    await page.goto('/credits');
    await page
      .getByRole('radiogroup', { name: credits.methods.legend() })
      .locator('label')
      .filter({ hasText: /Visa/ })
      .click();
    await page.getByRole('button', { name: credits.summary.pay({ amount: '£44.99' }) }).click();
    await expect(page.getByText(credits.result.reason.stored_card_failed())).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: credits.result.alternatives() })
        .getByRole('link', { name: /PayPal/ }),
    ).toBeVisible();

    // Three scenarios, step by step.
    for (const name of [
      'time-bonus-expires-after-4-hours',
      'like-then-unlike',
      'login-blocked-after-wrong-passwords',
    ])
      await replayStepByStep(page, name);
  });

  test('on a desktop, by keyboard alone: open the cockpit, add a fault on an operation, see it in the app and the request log, remove it', async ({
    page,
  }) => {
    await loginAs(page, 'free');
    await page.goto('/__sim/');
    await cockpit(page).getByRole('button', { name: 'Hide' }).click();
    const toggle = page.getByRole('button', { name: 'Simulation' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(cockpit(page).getByRole('heading', { name: 'Simulation cockpit' })).toBeFocused();

    // The tabs: Tab into the list, arrows along it.
    await tabTo(page, cockpit(page).getByRole('tab', { name: 'Who' }));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(cockpit(page).getByRole('tab', { name: 'Faults' })).toBeFocused();
    await page.keyboard.press('Enter');
    const faults = cockpit(page).getByRole('tabpanel', { name: 'Faults' });

    await tabTo(page, faults.getByRole('button', { name: /Operation/ }));
    await page.keyboard.press('Enter');
    await page.keyboard.type('getLikes');
    await expect(page.getByRole('option', { name: /^getLikes · / })).toBeFocused();
    await page.keyboard.press('Enter');
    // A refusal the app does not retry (it retries 5xx answers), so the page shows it at once.
    await tabTo(page, faults.getByRole('textbox', { name: 'Status' }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('429');
    await page.keyboard.press('Tab');
    await expect(faults.getByRole('textbox', { name: 'Error code' })).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('rate_limited');
    // Until removed: the page asks for the likes more than once.
    await tabTo(page, faults.getByRole('checkbox', { name: /Only once/ }));
    await page.keyboard.press('Space');
    await expect(faults.getByRole('checkbox', { name: /Only once/ })).not.toBeChecked();
    await tabTo(page, faults.getByRole('button', { name: 'Add the fault' }));
    await page.keyboard.press('Enter');
    const inForce = faults.getByRole('list', { name: 'Faults in force' });
    await expect(inForce.getByText('429 rate_limited, until removed')).toBeVisible();

    // The app meets it: the likes page says so in the member's words, the log names the fault.
    await page.goto('/likes');
    await expect(page.getByRole('alert').filter({ hasText: /./ }).first()).toBeVisible();
    const requests = await openTab(page, 'Requests');
    await expect(requests.getByText('Fault: 429 rate_limited, until removed').first()).toBeVisible();

    // Removed by keyboard: the app's retry works again.
    const faultsAgain = await openTab(page, 'Faults');
    const remove = faultsAgain.getByRole('button', { name: 'Remove the fault on getLikes' });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    await expect(faultsAgain.getByText(/None: every operation answers/)).toBeVisible();
  });
});

test.describe('the QA cockpit, every section', () => {
  test('on a desktop: each tab of the panel passes the axe scan, with a scenario chosen and the requests listed', async ({
    page,
  }) => {
    await loginAs(page, 'premium');
    await page.goto('/__sim/');
    await page.goto('/members');
    const problems: string[] = [];
    const scan = async (name: string) => {
      problems.push(describeFindings(`cockpit ${name}`, await scanInPlace(page)));
    };
    for (const name of ['Who', 'Clock', 'Faults', 'World', 'Mail', 'Reset']) {
      await openTab(page, name);
      await scan(name);
    }
    const scenarios = await openTab(page, 'Scenarios');
    await scenarios.getByRole('option', { name: 'like-then-unlike', exact: true }).click();
    await expect(scenarios.getByRole('list', { name: 'Steps' })).toBeVisible();
    await scan('Scenarios');
    const requests = await openTab(page, 'Requests');
    await expect(requests.getByRole('table')).toBeVisible();
    await scan('Requests');
    expect(problems.filter((found) => found !== '')).toEqual([]);
  });
});

test.describe('the QA cockpit on a phone', () => {
  test('on a smartphone: the panel fills the screen at 360 px without sideways scrolling, and hides to show the app', async ({
    page,
  }) => {
    await page.goto('/__sim/');
    await expect(cockpit(page)).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      view: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.view);
    await cockpit(page).getByRole('button', { name: 'Hide' }).click();
    await expect(cockpit(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
