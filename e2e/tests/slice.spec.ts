// The vertical slice end to end: real remotes, real API, real database.
import { expect, test } from '../pages/test';
import { DEMO_AGENT, DEMO_MEMBER, Site } from '../pages/site';

test('home shows the banners of group m_home from the content remote and the category tabs from the lobby', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/home');
  await expect(site.bannersArea).toHaveAttribute('data-remote', 'content');
  await expect(site.bannersArea.getByRole('img').first()).toHaveAttribute('src', /\/static\/banners\//);
  const tabs = site.gameTabs();
  await expect(tabs.first()).toHaveText('Hot');
  await expect(tabs.filter({ hasText: 'Slots' })).toBeVisible();
  await expect(tabs.filter({ hasText: 'Live casino' })).toBeVisible();
  await expect(tabs.last()).toHaveText('Recent');
});

test('favourites without a session open the login popup and keep the tab', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/home');
  await site.gameTabs().filter({ hasText: 'Favourites' }).click();
  await expect(site.dialog('Login')).toBeVisible();
  await expect(site.gameTabs().first()).toHaveAttribute('aria-selected', 'true');
});

test('logging in as demo01 stores the session and the header shows the balance and avatar letter', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/login');
  const submit = site.dialog('Login').getByRole('button', { name: 'Login', exact: true });
  await expect(submit).toBeDisabled();
  await site.login(DEMO_MEMBER);
  await expect(site.dialog('Login')).toBeHidden();
  await expect(page).toHaveURL(/\/m\/home$/);
  const session = JSON.parse((await site.sessionInfo()) ?? 'null') as { token: string; userName: string };
  expect(session.token).toMatch(/^[0-9a-f]{64}$/);
  expect(session.userName).toBe('demo01');
  await expect(page.getByTestId('header-balance')).toHaveText('৳12,345.67');
  await expect(page.getByTestId('header-avatar')).toHaveText('D');
  await expect(site.header.getByRole('button', { name: 'Login' })).toHaveCount(0);
});

test('a wrong password shows the catalogue error and stores nothing', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/login');
  await site.login({ username: 'player12', password: 'not-the-password' });
  await expect(site.toast('Sorry, the user does not exist or is disabled')).toBeVisible();
  await expect(site.dialog('Login')).toBeVisible();
  expect(await site.sessionInfo()).toBeNull();
});

test('the member centre shows the account name, and logout with its confirm clears everything', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(DEMO_MEMBER);
  await site.signedIn();

  await site.footer.getByRole('link', { name: 'Member' }).click();
  await expect(page).toHaveURL(/\/m\/member$/);
  await expect(page.getByTestId('member-account')).toHaveText('demo01');
  await expect(page.locator('[data-remote-module="account/Pages"]')).toHaveAttribute(
    'data-remote-version',
    '0.1.0-dev',
  );

  const menu = await site.openMenu();
  await menu.getByRole('button', { name: 'Sign out' }).click();
  const confirm = site.dialog('Sign out');
  await expect(confirm).toContainText('Are you sure you want to logout?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await site.sessionInfo()).not.toBeNull();

  await (await site.openMenu()).getByRole('button', { name: 'Sign out' }).click();
  await site.dialog('Sign out').getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await site.sessionInfo()).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('autoLogin'))).toBe('0');
  await expect(page.getByTestId('header-balance')).toHaveCount(0);
});

test('as agent01, home shows the contract alerts one after another and Go opens the contract page', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(DEMO_AGENT);
  const daily = site.dialog('Daily salary contract');
  await expect(daily).toBeVisible();
  await daily.getByRole('button', { name: 'Cancel' }).click();
  const dividend = site.dialog('Dividend contract');
  await expect(dividend).toBeVisible();
  await dividend.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/\/m\/member\/agent\/getDevidendContract$/);
});

test('a member (type 0) without contracts sees no contract alert', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/login');
  const contractData = page.waitForResponse((response) =>
    response.url().includes('/wps/agent/contractDividend'),
  );
  await site.login(DEMO_MEMBER);
  const answer = (await (await contractData).json()) as { value: Record<string, string> };
  expect(Object.values(answer.value).every((field) => field === '')).toBe(true);
  await expect(page.locator('[data-remote-module="agent/ContractAlerts"]')).toBeAttached();
  await expect(page.getByTestId('contract-alert')).toHaveCount(0);
});
