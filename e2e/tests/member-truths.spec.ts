// What the member area tells a player must be true: the switched-off reward centre leads to customer service,
// an agent retires affiliate links and sees how many remain, a session ended elsewhere is said to be ended on the
// next load, the phone recovery ends signed in on home, reward bubbles count what their pages list, a pending
// deposit follows its approval, profit and loss is empty only when nothing happened, and the agent entries are
// for agents.
import { expect, type Page, test } from '../pages/test';
import { registerViaApi, uniqueMember } from '../pages/accounts';
import { requestSmsCode } from '../pages/outbox';
import { DEMO_AGENT, DEMO_MEMBER, Site, signIn } from '../pages/site';
import { uniqueReference } from '../pages/references';

const SECOND_AGENT = { username: 'agent02', password: 'agent1234' };
const UPLINE_MEMBER = { username: 'subagent01', password: 'member1234' };

/** Answer the merchant config with the reward centre's white-label flag switched off. */
async function rewardCentreOff(page: Page) {
  await page.route('**/wps/system/config?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { flags: Record<string, boolean> } };
    body.value.flags.REWCEN3 = false;
    await route.fulfill({ response, json: body });
  });
}

test.describe('the reward centre switched off', () => {
  test('its own address says so and opens customer service', async ({ page }) => {
    await rewardCentreOff(page);
    const site = await signIn(page, DEMO_MEMBER);
    await site.go('/m/rewardCenter');
    const main = page.locator('main');
    await expect(main).toContainText('Please contact customer service to ask about your rewards');
    await expect(main).not.toContainText(/permission/i);
    await main.getByRole('button', { name: 'Contact customer service' }).click();
    const service = site.dialog('Customer service');
    await expect(service).toBeVisible();
    await expect(service.getByRole('button', { name: 'Live Chat 24/7' })).toBeVisible();
  });

  test('its member-centre entry says so and opens customer service, in both languages', async ({ page }) => {
    await rewardCentreOff(page);
    const site = await signIn(page, DEMO_MEMBER);
    await site.go('/m/member');
    await page
      .getByRole('navigation', { name: 'More' })
      .getByRole('button', { name: /Reward centre/ })
      .click();
    const message = site.dialog('Reward centre');
    await expect(message).toContainText('Please contact customer service');
    await message.getByRole('button', { name: 'Contact customer service' }).click();
    await expect(message).toBeHidden();
    await expect(site.dialog('Customer service')).toBeVisible();

    await site.open('/m/rewardCenter', 'bn');
    const main = page.locator('main');
    await expect(main).toContainText('গ্রাহক সেবায় যোগাযোগ করুন');
    await expect(main.getByRole('button', { name: 'গ্রাহক সেবায় যোগাযোগ' })).toBeVisible();
  });
});

test('an agent retires an affiliate link: it leaves the list and frees its place under the cap', async ({
  page,
  request,
}) => {
  const site = await signIn(page, SECOND_AGENT);
  await site.open('/m/agent?tab=links');
  const main = page.locator('main');
  const room = main.getByTestId('links-room');
  await expect(room).toHaveText(/^\d+ of 20 links · you can create \d+ more$/);
  const before = Number(/^(\d+)/.exec((await room.textContent()) ?? '')?.[1]);

  await page.getByRole('button', { name: 'Create link' }).click();
  await site.dialog('New affiliate link').getByRole('button', { name: 'Create' }).click();
  await expect(room).toHaveText(`${before + 1} of 20 links · you can create ${19 - before} more`);
  // Newest first: the link just created. Its code heads its card (and names it).
  const newest = main
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: 'Retire link' }) })
    .first();
  const code = (await newest.locator('strong').first().textContent()) ?? '';
  expect(code).not.toBe('');

  await newest.getByRole('button', { name: 'Retire link' }).click();
  const confirm = site.dialog(`Retire link ${code}?`);
  await expect(confirm).toContainText('can no longer register');
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(main.getByRole('listitem', { name: code })).toBeVisible();

  await newest.getByRole('button', { name: 'Retire link' }).click();
  await site.dialog(`Retire link ${code}?`).getByRole('button', { name: 'Retire' }).click();
  await expect(site.toast(`Link ${code} retired`)).toBeVisible();
  await expect(main.getByRole('listitem', { name: code })).toHaveCount(0);
  await expect(room).toHaveText(`${before} of 20 links · you can create ${20 - before} more`);

  // The retired code no longer registers anyone.
  const check = await request.get(
    `/wps/register/affiliate/check?merchantCode=vsbdtf5&moduleId=REG3&code=${encodeURIComponent(code)}`,
  );
  expect(((await check.json()) as { value: { valid: boolean } }).value.valid).toBe(false);
});

test('reloading after the session was ended elsewhere says the account has been logged out', async ({
  page,
  request,
}) => {
  const site = await signIn(page, DEMO_MEMBER);
  await site.go('/m/member');
  await expect(page.getByTestId('member-account')).toBeVisible();
  // Every call the page makes by itself has its answer: none of them may learn of the ending before the reload.
  await page.waitForLoadState('networkidle');
  const { token } = JSON.parse((await site.sessionInfo()) ?? '{}') as { token: string };
  const ended = await request.delete('/wps/session/logout?merchantCode=vsbdtf5&moduleId=COMM3', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(ended.status()).toBe(200);

  await page.reload();
  await expect(site.toast('The account has been logged out, please log in again')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
  expect(await site.sessionInfo()).toBeNull();
});

test('forgot password by phone ends on home, signed in, and says so', async ({ page }) => {
  const member = uniqueMember('fgh');
  await registerViaApi(page.request, member);
  const site = new Site(page);
  await site.open('/m/forget');
  const dialog = site.dialog('Forgot password');
  await dialog.getByLabel('Mobile number').fill(member.mobile);
  await dialog.getByLabel('SMS code').fill(await requestSmsCode(page, dialog, member.mobile));
  await dialog.getByLabel('New password', { exact: true }).fill('fresh5678');
  await dialog.getByRole('button', { name: 'Submit' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(site.toast('Your password has been reset and you are signed in')).toBeVisible();
  await expect(page.locator('.mc-toast-host')).not.toContainText('log in with the new password');
  await expect(page.getByTestId('header-avatar')).toHaveText(member.username[0]!.toUpperCase());

  await page.reload();
  await site.expectHome();
  await expect(site.dialog('Forgot password')).toHaveCount(0);
  await expect(page.getByTestId('header-avatar')).toBeVisible();
});

test('each reward bubble counts the rewards its page lists', async ({ page }) => {
  const site = await signIn(page, DEMO_MEMBER);
  await site.go('/m/member');
  const more = page.getByRole('navigation', { name: 'More' });
  const bubble = (name: string) =>
    more.getByRole('link', { name: new RegExp(`^${name}`) }).locator('.mc-badge');
  await expect(bubble('Reward centre')).toBeVisible();
  const rewardBubble = Number(await bubble('Reward centre').textContent());
  const missionBubble = Number(await bubble('Mission').textContent());
  const footerBubble = Number(
    await site.footer
      .getByRole('link', { name: /Member/ })
      .locator('.mc-badge')
      .textContent(),
  );

  const claimable = page.getByRole('tabpanel').getByRole('button', { name: /^Claim / });
  await site.go('/m/rewardCenter');
  await expect(claimable.first()).toBeVisible();
  expect(await claimable.count()).toBe(rewardBubble);
  expect(footerBubble).toBe(rewardBubble);

  await site.go('/m/leaderBoard');
  await expect(claimable.first()).toBeVisible();
  expect(await claimable.count()).toBe(missionBubble);
});

test('a pending deposit follows its approval, and the header balance goes up without a reload', async ({
  page,
}) => {
  const member = uniqueMember('dpa');
  await registerViaApi(page.request, member);
  const site = await signIn(page, member);
  await expect(page.getByTestId('header-balance')).toHaveText('৳0.00');

  await site.go('/m/voucherCenter');
  const deposit = page.getByRole('region', { name: 'Deposit' });
  await deposit.getByRole('button', { name: 'No limit for now' }).click();
  await deposit.getByRole('button', { name: '৳1,000.00' }).click();
  await deposit.getByLabel('Transaction id').fill(uniqueReference());
  await deposit.getByRole('button', { name: 'Submit deposit' }).click();
  const done = deposit.getByRole('status');
  await expect(done).toContainText('Pending');

  // The dev platform approves a few seconds later; nobody taps anything meanwhile.
  await expect(done).toContainText('Approved', { timeout: 20_000 });
  await expect(page.getByTestId('header-balance')).toHaveText('৳1,000.00');
});

test('profit and loss says "No records" only when the period is really empty', async ({ page }) => {
  const member = uniqueMember('pnl');
  await registerViaApi(page.request, member);
  const site = await signIn(page, member);
  await site.go('/m/profitandloss');
  const pnl = page.getByRole('region', { name: 'Profit and loss' });
  await expect(pnl.getByText('No records in this period')).toBeVisible();

  await site.go('/m/voucherCenter');
  const deposit = page.getByRole('region', { name: 'Deposit' });
  await deposit.getByRole('button', { name: 'No limit for now' }).click();
  await deposit.getByRole('button', { name: '৳1,000.00' }).click();
  await deposit.getByLabel('Transaction id').fill(uniqueReference());
  await deposit.getByRole('button', { name: 'Submit deposit' }).click();
  await site.expectBalance('৳1,000.00');

  await site.go('/m/profitandloss');
  await expect(pnl.getByRole('definition').filter({ hasText: '৳1,000.00' })).toBeVisible();
  await expect(pnl.getByText('No records in this period')).toHaveCount(0);
  await expect(pnl.getByText('No bets in this period')).toBeVisible();
});

test.describe('the agent entries of the member centre', () => {
  const entries = (page: Page) => page.getByRole('navigation', { name: 'More' });

  test('are hidden logged out', async ({ page }) => {
    const site = new Site(page);
    await site.open('/m/member');
    await expect(page.getByRole('button', { name: 'Login / Register' })).toBeVisible();
    await expect(entries(page).getByText('Feedback')).toBeVisible();
    await expect(entries(page).getByText('Agency centre')).toHaveCount(0);
    await expect(entries(page).getByText('Upline transfer')).toHaveCount(0);
  });

  test('are hidden from a plain member', async ({ page }) => {
    const site = await signIn(page, DEMO_MEMBER);
    await site.go('/m/member');
    await expect(page.getByTestId('member-account')).toBeVisible();
    await expect(entries(page).getByText('Feedback')).toBeVisible();
    await expect(entries(page).getByText('Agency centre')).toHaveCount(0);
  });

  test('are shown to an agent', async ({ page }) => {
    const site = await signIn(page, DEMO_AGENT);
    await site.go('/m/member');
    await expect(entries(page).getByRole('link', { name: 'Agency centre' })).toBeVisible();
  });

  test('offer the upline transfer to a member allowed to send to the upline', async ({ page }) => {
    const site = await signIn(page, UPLINE_MEMBER);
    await site.go('/m/member');
    await expect(entries(page).getByRole('link', { name: 'Upline transfer' })).toBeVisible();
  });
});
