// The agency centre against the real platform API: KPI presets and a refused custom range, the downline tree
// (drill-down, breadcrumbs, search, paging), a transfer that moves money on both sides, a refused rebate, an
// affiliate link with its QR code, a contract alert leading to an accepted contract, the upline transfer, every
// agent page in both languages, and the doors closed to a plain member.
import type { Browser } from '@playwright/test';
import { expect, HOME_POPUPS_SEEN_KEY, type Page, test } from '../pages/test';
import { DEMO_AGENT, DEMO_MEMBER, Site } from '../pages/site';

const SUBAGENT = { username: 'subagent01', password: 'member1234' };
const PAYMENT_PASSWORD = '123456';

async function signIn(page: Page, who: { username: string; password: string }) {
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(who);
  await site.signedIn();
  return site;
}

/** A second device: its own browser context (own storage), home pop-ups marked as seen like every test's. */
async function secondDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), HOME_POPUPS_SEEN_KEY);
  return context.newPage();
}

/** The header balance as minor units (৳50,000.00 → 5000000). */
async function headerBalance(page: Page): Promise<number> {
  const text = (await page.getByTestId('header-balance').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

const AGENT_PAGES: [string, RegExp, RegExp][] = [
  ['/m/agent', /Agency centre/, /এজেন্সি/],
  ['/m/member/agent/getSalaryContract', /Daily salary/, /দৈনিক/],
  ['/m/member/agent/getDevidendContract', /Dividend/, /লভ্যাংশ/],
  ['/m/member/agent/getHourContract', /Hourly salary/, /ঘণ্টা/],
];

for (const [path, en, bn] of AGENT_PAGES) {
  test(`${path} opens for an agent in EN and BN`, async ({ page }) => {
    const site = await signIn(page, DEMO_AGENT);
    for (const [lang, heading] of [
      ['en', en],
      ['bn', bn],
    ] as const) {
      await site.open(path, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('main').getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main')).not.toContainText(/Loading failed|লোড/);
    }
  });
}

test('the KPI follows the date presets, and a custom range ending before it starts is refused', async ({
  page,
}) => {
  const site = await signIn(page, DEMO_AGENT);
  await site.open('/m/agent');
  const members = page.getByTestId('kpi-members');
  await expect(members).toContainText('26');
  await expect(page.getByTestId('kpi-newMembers')).toContainText('2');
  await expect(page.getByTestId('kpi-activeMembers')).toContainText('8');
  await expect(page.getByTestId('kpi-deposits')).toContainText('1,500.00');

  const dates = page.getByRole('group', { name: 'Date range' });
  await dates.getByRole('button', { name: 'Yesterday' }).click();
  await expect(page.getByTestId('kpi-newMembers')).toContainText('1');
  await expect(page.getByTestId('kpi-bets')).toContainText('6,400.00');
  await dates.getByRole('button', { name: 'This month' }).click();
  await expect(page.getByTestId('kpi-members')).toContainText('26');

  await dates.getByRole('button', { name: 'Custom' }).click();
  await page.getByLabel('From', { exact: true }).fill('2026-01-10');
  await page.getByLabel('To', { exact: true }).fill('2026-01-01');
  await expect(page.getByText('The end day cannot be before the start day')).toBeVisible();
});

test('the downline tree drills down and back, searches by account and pages', async ({ page }) => {
  const site = await signIn(page, DEMO_AGENT);
  await site.open('/m/agent?tab=downlines');
  const list = page.locator('main');
  await list
    .getByRole('listitem', { name: 'subagent01' })
    .getByRole('button', { name: /^Team \(/ })
    .click();
  const path = page.getByRole('navigation', { name: 'Team path' });
  await expect(path).toContainText('subagent01');
  await list
    .getByRole('listitem', { name: 'subagent02' })
    .getByRole('button', { name: /^Team \(/ })
    .click();
  await expect(path).toContainText('subagent02');
  await expect(list.getByRole('listitem', { name: 'player31' })).toBeVisible();
  await path.getByRole('button', { name: 'agent01', exact: true }).click();
  await expect(list.getByRole('listitem', { name: 'player12' })).toBeVisible();

  // 'player' matches the 20 players at every level: one page of 20.
  await page.getByLabel('Search by account').fill('player');
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await expect(list.getByRole('listitem', { name: 'player51' })).toBeVisible();
  // 'a' also matches the sub-agents and partner01: 25 members over two pages.
  await page.getByLabel('Search by account').fill('a');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages).toContainText('Page 1 of 2');
  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(pages).toContainText('Page 2 of 2');
  await expect(list.getByRole('listitem')).toHaveCount(5);
});

test('a transfer to a downline moves money from the agent to the member; above the balance is refused', async ({
  page,
}) => {
  const site = await signIn(page, DEMO_AGENT);
  await site.open('/m/agent?tab=downlines');
  await expect(page.getByTestId('header-balance')).not.toContainText('*');
  const before = await headerBalance(page);
  const row = page.locator('main').getByRole('listitem', { name: 'player13' });
  const rowBefore = (await row.textContent()) ?? '';

  await row.getByRole('button', { name: 'Transfer' }).click();
  const sheet = site.dialog('Transfer to player13');
  await sheet.getByLabel('Amount').fill('999999');
  await sheet.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await sheet.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(sheet.getByText(/This is more than your balance/)).toBeVisible();

  await sheet.getByLabel('Amount').fill('10');
  await sheet.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(site.toast('৳10.00 sent to player13')).toBeVisible();
  await expect.poll(() => headerBalance(page)).toBe(before - 1000);
  await expect(row).not.toHaveText(rowBefore);
  await expect(row).toContainText('৳8,610.00');
});

test("a transfer over the downline's deposit limit is refused with the reason, and the player's limits say transfers count", async ({
  page,
  browser,
}) => {
  // player16 keeps a ৳200 limit for the last 24 hours, set on the player's own device.
  const playerPage = await secondDevice(browser);
  const player = await signIn(playerPage, { username: 'player16', password: 'member1234' });
  await player.open('/m/responsible-gaming');
  const hub = playerPage.getByRole('region', { name: 'Responsible gaming' });
  await expect(
    hub.getByText(
      /money an agent or a downline transfers to you: a transfer that would go over the limit is refused/,
    ),
  ).toBeVisible();
  await hub.getByRole('button', { name: /: Deposit limit, In the last 24 hours$/ }).click();
  const limitSheet = player.dialog('Deposit limit: In the last 24 hours');
  await limitSheet.getByRole('textbox', { name: 'New limit (৳)' }).fill('200');
  await limitSheet.getByRole('button', { name: 'Save' }).click();
  await expect(hub.getByTestId('limit-deposit-day')).toContainText('Limit৳200.00');
  await playerPage.context().close();

  const site = await signIn(page, DEMO_AGENT);
  await site.open('/m/agent?tab=downlines');
  await expect(page.getByTestId('header-balance')).not.toContainText('*');
  const before = await headerBalance(page);
  await page.getByLabel('Search by account').fill('player16');
  const row = page.locator('main').getByRole('listitem', { name: 'player16' });
  await row.getByRole('button', { name: 'Transfer' }).click();
  const sheet = site.dialog('Transfer to player16');
  await sheet.getByLabel('Amount').fill('1000');
  await sheet.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await sheet.getByRole('button', { name: 'Confirm transfer' }).click();
  await expect(sheet.getByLabel('Amount')).toHaveAccessibleDescription(
    /This transfer would go over the receiving member's deposit limit/,
  );
  await expect(sheet.getByLabel('Amount')).toHaveValue('1000');
  expect(await headerBalance(page)).toBe(before);
});

test('a downline rebate above the agent’s own is refused before it is sent', async ({ page }) => {
  const site = await signIn(page, DEMO_AGENT);
  await site.open('/m/agent?tab=downlines');
  await page
    .locator('main')
    .getByRole('listitem', { name: 'player14' })
    .getByRole('button', { name: 'Rebate' })
    .click();
  const sheet = site.dialog('Rebate of player14');
  await expect(sheet.getByText('max 15‰').first()).toBeVisible();
  await sheet.getByLabel('Slots').fill('16');
  await sheet.getByRole('button', { name: 'Save rebate' }).click();
  await expect(sheet.getByText('Enter a whole number from 0 to 15')).toBeVisible();
  await sheet.getByLabel('Slots').fill('9');
  await sheet.getByRole('button', { name: 'Save rebate' }).click();
  await expect(sheet).toBeHidden();
});

test('an affiliate link is created with a rebate and shows its QR code', async ({ page }) => {
  const site = await signIn(page, DEMO_AGENT);
  await site.open('/m/agent?tab=links');
  const links = page.locator('main').getByRole('button', { name: 'Copy link' });
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  await page.getByRole('button', { name: 'Create link' }).click();
  const sheet = site.dialog('New affiliate link');
  await sheet.getByRole('button', { name: 'Create' }).click();
  await expect(links).toHaveCount(count + 1);
  await page.locator('main').getByRole('button', { name: 'QR code' }).first().click();
  await expect(page.getByRole('img', { name: /^QR code of link / })).toBeVisible();
});

test('a contract alert on home leads to the contract page, where the offer is accepted', async ({ page }) => {
  const site = await signIn(page, SUBAGENT);
  const alert = site.dialog('Daily salary contract');
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  const offered = page.getByRole('region', { name: 'Offered to you' });
  await offered.getByRole('button', { name: 'Accept' }).click();
  await site.dialog('Accept this contract?').getByRole('button', { name: 'Yes, accept' }).click();
  await expect(
    page.getByRole('region', { name: 'Current contract' }).getByRole('table', { name: 'Tiers' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Offered to you' })).toHaveCount(0);

  // The alert is gone: nothing is offered any more.
  await site.open('/m/home');
  await site.expectHome();
  await expect(site.dialog('Daily salary contract')).toHaveCount(0);
});

test('the upline transfer sends money to the upline with the payment password', async ({ page }) => {
  const site = await signIn(page, SUBAGENT);
  await site.open('/m/upLine/transfer');
  await expect(page.getByRole('heading', { level: 1, name: 'Upline transfer' })).toBeVisible();
  await expect(page.locator('main')).toContainText('agent01');
  await page.getByLabel('Amount').fill('5');
  await page.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
  await page.getByRole('button', { name: 'Transfer to upline' }).click();
  await expect(site.toast(/৳5\.00/)).toBeVisible();
});

test.describe('a plain member', () => {
  test('sees no agent entries and is refused the agency pages', async ({ page }) => {
    const site = await signIn(page, DEMO_MEMBER);
    const menu = await site.openMenu();
    await expect(menu.getByRole('link', { name: /Agency/ })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await site.open('/m/agent');
    await expect(page.locator('main').getByRole('heading', { name: 'Agency centre' })).toHaveCount(0);
    await expect(page.locator('main')).toContainText(/permission|not available/i);
  });

  test('is told "Non-agents cannot log in" at the agency centre’s login and stays signed out', async ({
    page,
  }) => {
    const site = new Site(page);
    await site.open('/m/agent');
    await site.login(DEMO_MEMBER);
    await expect(site.toast('Non-agents cannot log in')).toBeVisible();
    await expect(page.getByTestId('header-avatar')).toHaveCount(0);
    expect(await site.sessionInfo()).toBeNull();
  });
});
