// Player protection in play against the real platform API: the reality check at a short test interval
// (the dev route shortens it) with the figures of a real demo-slot spin, Continue and Sign out; the game frame's
// session bar; the demo slot's message when a bet goes over a limit; the footer's 18+ line in BN and EN.
// Fresh members throughout, funded by a real deposit the dev platform approves, so the demo accounts stay put.
// The page's clock is Playwright's: jumping it forward reaches an interval without waiting for it.
import type { APIRequestContext, Locator } from '@playwright/test';
import {
  type ApiEnvelope,
  type DepositChannel,
  type DepositRecord,
  MONEY_PATHS,
  PROTECTION_PATHS,
  type SetLimitRequest,
} from 'shared/contract';
import { registerViaApi, uniqueMember } from '../pages/accounts';
import { Site } from '../pages/site';
import { expect, type Page, test } from '../pages/test';
import { uniqueReference } from '../pages/references';

const QUERY = 'merchantCode=vsbdtf5&moduleId=FUNDTRANS3';
const INTERVAL_SECONDS = 30;

/** Signed money as the site writes it: '+৳15.00', '-৳10.00', '৳0.00'. */
function signedMoney(minor: number): string {
  const sign = minor > 0 ? '+' : minor < 0 ? '-' : '';
  const amount = (Math.abs(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
  return `${sign}৳${amount}`;
}

async function tokenOf(site: Site): Promise<string> {
  const info = JSON.parse((await site.sessionInfo()) ?? 'null') as { token: string } | null;
  if (!info) throw new Error('no session in the page');
  return info.token;
}

async function call<T>(
  request: APIRequestContext,
  method: 'get' | 'post',
  path: string,
  token: string,
  data?: unknown,
) {
  const response = await request[method](`${path}?${QUERY}`, {
    headers: { authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  const body = (await response.json()) as ApiEnvelope<T>;
  if (!body.success) throw new Error(`${method} ${path}: ${body.code} ${body.message}`);
  return body.value as T;
}

/** A real deposit of ৳1,000, approved at once by the dev platform. */
async function fund(request: APIRequestContext, token: string) {
  const [channel] = await call<DepositChannel[]>(request, 'get', MONEY_PATHS.depositChannels, token);
  if (!channel) throw new Error('no deposit channel');
  const record = await call<DepositRecord>(request, 'post', MONEY_PATHS.deposit, token, {
    channelId: channel.id,
    amountMinor: 100_000,
    promoId: null,
    reference: uniqueReference(),
    idempotencyKey: crypto.randomUUID(),
  });
  const approved = await request.post(`${MONEY_PATHS.devDeposits}/${record.id}/approve`);
  expect(approved.ok()).toBe(true);
}

/** A fresh, funded member signed in on the page. */
async function freshMember(page: Page, prefix: string, realityCheckSeconds?: number) {
  const member = uniqueMember(prefix);
  await registerViaApi(page.request, member);
  if (realityCheckSeconds !== undefined) {
    const set = await page.request.post(PROTECTION_PATHS.devRealityCheckInterval, {
      data: { username: member.username, seconds: realityCheckSeconds },
    });
    expect(set.ok()).toBe(true);
  }
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(member);
  await site.signedIn();
  const token = await tokenOf(site);
  await fund(page.request, token);
  return { site, member, token };
}

/** Resolves when the page has read its session's figures (the reality check does once it runs). */
function sessionFiguresRead(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === PROTECTION_PATHS.session && response.ok(),
  );
}

/**
 * Jumps the page's clock an interval at a time until the reality check opens: the check may have armed its timer
 * from the figures just before or just after a jump.
 */
async function untilTheCheckOpens(page: Page, check: Locator) {
  await expect(async () => {
    await page.clock.fastForward(INTERVAL_SECONDS * 1000);
    await expect(check).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}

/** Open the demo slot in the game frame. */
async function openDemoSlot(site: Site) {
  await site.open('/m/slot-games?gameName=Demo');
  await site.page.getByRole('button', { name: 'Play Demo Slot' }).click();
  const frame = site.page.frameLocator('iframe');
  await expect(frame.locator('#balance')).toHaveText(/1,000\.00/);
  return frame;
}

test('the reality check shows the session figures at its interval; Continue waits, Sign out signs out', async ({
  page,
}) => {
  test.slow();
  await page.clock.install();
  const { site } = await freshMember(page, 'rc', INTERVAL_SECONDS);

  // The game frame's bar: the session time runs, the net position starts even.
  const slot = await openDemoSlot(site);
  const bar = page.getByRole('group', { name: 'This session' });
  await expect(bar).toContainText('Net position ৳0.00');
  const time = bar.locator('.lob-frame__clock');
  await expect(time).toHaveText(/^\d+:\d\d:\d\d$/);
  const before = await time.textContent();
  await page.clock.fastForward(2000);
  await expect(time).not.toHaveText(before ?? '');

  // One real ৳10 spin; the bar shows its net position after its next read.
  const noSpins = (await slot.locator('#result').textContent()) ?? '';
  await slot.locator('#spin').click();
  await expect(slot.locator('#result')).not.toHaveText(noSpins);
  const result = (await slot.locator('#result').textContent()) ?? '';
  const won = /৳([\d,]+\.\d\d)/.exec(result);
  const netMinor = (won ? Math.round(Number(won[1]!.replace(/,/g, '')) * 100) : 0) - 1000;
  await expect(bar).toContainText(`Net position ${signedMoney(netMinor)}`);

  // The interval passes: the reality check opens over the game with this session's figures.
  await page.clock.fastForward(INTERVAL_SECONDS * 1000);
  const check = site.dialog('Reality check');
  await expect(check).toBeVisible();
  await expect(check).toContainText('Amount wagered৳10.00');
  await expect(check).toContainText(`Net position${signedMoney(netMinor)}`);
  await expect(check).toContainText(/Session time\d+:\d\d:\d\d/);
  await expect(check.getByRole('button', { name: 'Continue' })).toBeFocused();

  // Continue: closed until another full interval has passed.
  await check.getByRole('button', { name: 'Continue' }).click();
  await expect(check).toBeHidden();
  await page.clock.fastForward((INTERVAL_SECONDS - 10) * 1000);
  await expect(check).toBeHidden();
  await page.clock.fastForward(11_000);
  await expect(check).toBeVisible();

  // Sign out: the site's sign-out (confirm, server logout), and the session is gone.
  await check.getByRole('button', { name: 'Sign out' }).click();
  const confirm = site.dialog('Sign out');
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(site.toast('You have signed out')).toBeVisible();
  await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await site.sessionInfo()).toBeNull();
  await expect(check).toBeHidden();
});

test('the reality check speaks Bengali and View history opens the betting record', async ({ page }) => {
  test.slow();
  await page.clock.install();
  const { site } = await freshMember(page, 'rcbn', INTERVAL_SECONDS);
  const figures = sessionFiguresRead(page);
  await site.open('/m/home', 'bn');
  // The check is running once it has read the session's figures (it loads after the page's content). Only then
  // does the clock jump: a jump while its code is still on the way would cut that load off (8 s on the page's
  // clock), which no real second does.
  await figures;
  const check = site.dialog('রিয়েলিটি চেক');
  await untilTheCheckOpens(page, check);
  await expect(check).toContainText('মোট বাজি৳0.00');
  await expect(check).toContainText('নিট লাভ / ক্ষতি৳0.00');
  await expect(check.getByRole('button', { name: 'চালিয়ে যান' })).toBeVisible();
  await check.getByRole('button', { name: 'ইতিহাস দেখুন' }).click();
  await expect(check).toBeHidden();
  await expect(page).toHaveURL(/\/m\/gameRecord$/);
  await expect(page.getByRole('region', { name: 'বেটিং রেকর্ড' })).toBeVisible();
});

test('a reality check whose code failed to load loads again by itself and still comes', async ({ page }) => {
  test.slow();
  await page.clock.install();
  const { site } = await freshMember(page, 'rcretry', INTERVAL_SECONDS);
  // The account remote's entry cannot be fetched (a slow link cut it off) until the test lets it through.
  let reachable = false;
  await page.route(/\/remote-account\/[^/]+\/remoteEntry\.js$/, (route) =>
    reachable ? route.continue() : route.abort('timedout'),
  );
  await site.open('/m/home', 'bn');
  const area = page.locator('[data-remote-module="account/RealityCheck"]');
  await expect(area.getByRole('button', { name: 'লোড করা যায়নি, আবার চেষ্টা করতে ক্লিক করুন' })).toBeVisible();

  // Nobody taps that retry: the area tries again after its pause (10 s), and the check runs.
  reachable = true;
  const figures = sessionFiguresRead(page);
  await page.clock.fastForward(10_000);
  await figures;
  await expect(area.getByRole('alert')).toHaveCount(0);
  const check = site.dialog('রিয়েলিটি চেক');
  await untilTheCheckOpens(page, check);
  await expect(check).toContainText('মোট বাজি৳0.00');
});

test('the demo slot says which limit a refused bet would break and what may still be staked', async ({
  page,
}) => {
  const { site, token } = await freshMember(page, 'rclim');
  const limit: SetLimitRequest = { kind: 'wager', period: 'day', amount: 1500 };
  await call(page.request, 'post', PROTECTION_PATHS.limits, token, limit);

  // The game page speaks the site's language (English here).
  const slot = await openDemoSlot(site);
  const noSpins = (await slot.locator('#result').textContent()) ?? '';
  await slot.locator('#spin').click();
  await expect(slot.locator('#result')).not.toHaveText(noSpins);
  // ৳10 of ৳15 staked: a second ৳10 would go over.
  await slot.locator('#spin').click();
  await expect(slot.getByRole('alert')).toHaveText(
    'This bet would go over your wager limit. You can stake ৳5.00 more in the last 24 hours.',
  );

  // The same game page in Bengali (same tab, so the same session).
  const src = (await page.locator('iframe').getAttribute('src')) ?? '';
  expect(src).toContain('lang=en');
  await page.goto(src.replace('lang=en', 'lang=bn'));
  await page.locator('#spin').click();
  await expect(page.getByRole('alert')).toHaveText(
    'এই বাজিটি আপনার বাজি ধরার সীমা ছাড়িয়ে যাবে। গত ২৪ ঘণ্টায় আপনি আর ৳5.00 বাজি ধরতে পারবেন।',
  );
});

test('the footer shows visitors the 18+ badge and the responsible-gaming link, in English and Bengali', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/home', 'bn');
  await site.scrollToEnd();
  const lineBn = page.getByRole('region', { name: 'দায়িত্বশীল গেমিং' });
  await expect(lineBn.getByRole('img', { name: 'শুধু প্রাপ্তবয়স্কদের জন্য: 18 বছর ও তার বেশি' })).toHaveText('18+');
  await expect(lineBn.getByRole('link', { name: 'দায়িত্বশীল গেমিং' })).toHaveAttribute(
    'href',
    '/m/responsible-gaming',
  );

  await site.open('/m/home');
  await site.scrollToEnd();
  const line = page.getByRole('region', { name: 'Responsible gaming' });
  await expect(line.getByRole('img', { name: 'Adults only: 18 and over' })).toHaveText('18+');
  await expect(line).toContainText('Gaming is for adults aged 18 and over.');
  // The page is a member's: a visitor following the link is asked to log in.
  await line.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(site.dialog('Login')).toBeVisible();
});
