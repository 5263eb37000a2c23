// Player protection and account security against the real platform API, with fresh members so the
// demo accounts stay untouched: the deposit-limit prompt and a deposit refused over the limit with what remains;
// a lower limit at once and a higher one waiting out the cooling-off; self-exclusion signing out and refusing
// the next sign-in; remote sign-out of another device; the last sign-in line; the SMS code before a payout change;
// the parts hidden when their flags are off; and every new page in BN and EN.
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { ACCOUNT_PATHS, MONEY_PATHS } from 'shared/contract';
import { registerViaApi, uniqueMember } from '../pages/accounts';
import { latestCode, latestMessage, sendSmsCode } from '../pages/outbox';
import { signIn, Site } from '../pages/site';
import { expect, HOME_POPUPS_SEEN_KEY, type Page, test } from '../pages/test';
import { uniqueReference } from '../pages/references';

type Member = ReturnType<typeof uniqueMember>;

async function freshMember(page: Page, prefix: string): Promise<Member> {
  const member = uniqueMember(prefix);
  await registerViaApi(page.request, member);
  return member;
}

/**
 * Set the signed-in member's payment password through the API (the security centre's form is member.spec's),
 * stepped up with the login password and a code to the member's number.
 */
async function setPaymentPassword(page: Page, member: Member, password: string) {
  const { token } = JSON.parse((await new Site(page).sessionInfo()) ?? '{}') as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const query = '?merchantCode=vsbdtf5&moduleId=COMM3';
  const sms = await page.request.post(`${ACCOUNT_PATHS.smsCode}${query}`, {
    headers,
    data: { mobileNum: '', countryDialingCode: '', purpose: 'security', captcha: '' },
  });
  expect(sms.status()).toBe(200);
  const response = await page.request.post(`${MONEY_PATHS.paymentPassword}${query}`, {
    headers,
    data: {
      oldPaymentPassword: '',
      newPaymentPassword: password,
      loginPassword: member.password,
      smsCode: await latestCode(page.request, 'sms', `+880${member.mobile}`),
    },
  });
  expect(response.status()).toBe(200);
}

/** A second device: its own browser context (own storage), home pop-ups marked as seen like every test's. */
async function secondDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), HOME_POPUPS_SEEN_KEY);
  return context.newPage();
}

const DATE_TIME = String.raw`\d{4}/\d{2}/\d{2} \d{2}:\d{2}`;

test('a deposit over the deposit limit is refused with what remains; lower applies at once, higher waits 24 h', async ({
  page,
}) => {
  test.slow();
  const member = await freshMember(page, 'lim');
  const site = await signIn(page, member);

  // Before the first deposit: the prompt instead of the form.
  await site.go('/m/voucherCenter');
  const deposit = page.getByRole('region', { name: 'Deposit' });
  const prompt = deposit.getByRole('form', { name: 'Set a deposit limit?' });
  await expect(prompt).toBeVisible();
  await expect(deposit.getByRole('button', { name: 'Submit deposit' })).toHaveCount(0);
  await expect(deposit.getByRole('link', { name: 'Responsible gaming: limits and breaks' })).toBeVisible();
  await prompt.getByRole('textbox', { name: 'New limit (৳)' }).fill('0');
  await expect(prompt.getByText('The limit must be at least ৳0.01')).toBeVisible();
  await prompt.getByRole('radio', { name: 'In the last 24 hours' }).check();
  await prompt.getByRole('textbox', { name: 'New limit (৳)' }).fill('1500');
  await prompt.getByRole('button', { name: 'Set limit' }).click();
  await expect(deposit.getByTestId('deposit-limits')).toHaveText(
    'In the last 24 hours: ৳1,500.00 left of your ৳1,500.00 limit',
  );

  // ৳1,000 goes in (a pending order counts towards the limit) …
  await deposit.getByRole('button', { name: '৳1,000.00' }).click();
  await deposit.getByLabel('Transaction id').fill(uniqueReference());
  await deposit.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(deposit.getByRole('status', { name: 'Deposit request received' })).toBeVisible();
  await deposit.getByRole('button', { name: 'New deposit' }).click();
  await expect(deposit.getByTestId('deposit-limits')).toHaveText(
    'In the last 24 hours: ৳500.00 left of your ৳1,500.00 limit',
  );

  // … another ৳1,000 would pass it: refused, saying what remains.
  await deposit.getByRole('button', { name: '৳1,000.00' }).click();
  await deposit.getByLabel('Transaction id').fill(uniqueReference());
  await deposit.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(
    deposit.getByText(
      'Over your deposit limit: you can deposit ৳500.00 more in the last 24 hours (limit ৳1,500.00).',
    ),
  ).toBeVisible();
  await expect(site.toast('This deposit would go over your deposit limit')).toBeVisible();

  // The hub shows the same figures; one tap away from the deposit page.
  await deposit.getByRole('link', { name: 'Responsible gaming: limits and breaks' }).click();
  await expect(page).toHaveURL(/\/m\/responsible-gaming$/);
  const hub = page.getByRole('region', { name: 'Responsible gaming' });
  const day = hub.getByTestId('limit-deposit-day');
  await expect(day).toContainText('Limit৳1,500.00');
  await expect(day).toContainText('Used৳1,000.00');
  await expect(day).toContainText('Remaining৳500.00');

  // Lower: at once.
  await hub.getByRole('button', { name: 'Change: Deposit limit, In the last 24 hours' }).click();
  let sheet = site.dialog('Deposit limit: In the last 24 hours');
  await sheet.getByRole('textbox', { name: 'New limit (৳)' }).fill('1200');
  await expect(sheet.getByTestId('limit-effect')).toHaveText('This applies at once.');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(site.toast('Limit saved: it applies now')).toBeVisible();
  await expect(day).toContainText('Limit৳1,200.00');
  await expect(day).toContainText('Remaining৳200.00');

  // Higher: waits out the 24-hour cooling-off, the lower limit still applies meanwhile.
  await hub.getByRole('button', { name: 'Change: Deposit limit, In the last 24 hours' }).click();
  sheet = site.dialog('Deposit limit: In the last 24 hours');
  await sheet.getByRole('textbox', { name: 'New limit (৳)' }).fill('5000');
  await expect(sheet.getByTestId('limit-effect')).toHaveText(
    new RegExp(`waits out a 24-hour cooling-off period: it would apply on ${DATE_TIME}\\.$`),
  );
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(site.toast(new RegExp(`^Change saved: it applies on ${DATE_TIME}`))).toBeVisible();
  await expect(day).toContainText('Limit৳1,200.00');
  await expect(day).toContainText(new RegExp(`Changes to ৳5,000\\.00 on ${DATE_TIME}`));

  // A second raise while one waits is not offered; the server would refuse it too.
  await hub.getByRole('button', { name: 'Change: Deposit limit, In the last 24 hours' }).click();
  sheet = site.dialog('Deposit limit: In the last 24 hours');
  await sheet.getByRole('textbox', { name: 'New limit (৳)' }).fill('6000');
  await expect(sheet.getByTestId('limit-effect')).toContainText('A change already waits until');
  await expect(sheet.getByRole('button', { name: 'Save' })).toBeDisabled();
  await sheet.getByRole('button', { name: 'Cancel' }).click();

  // The pending raise does not count yet: ৳300 is over the ৳200 that remains.
  await site.go('/m/voucherCenter');
  await expect(deposit.getByTestId('deposit-limits')).toHaveText(
    'In the last 24 hours: ৳200.00 left of your ৳1,200.00 limit',
  );
});

test('self-exclusion, confirmed twice, signs the member out; sign-in is then refused with the end', async ({
  page,
}) => {
  const member = await freshMember(page, 'exc');
  const site = await signIn(page, member);
  await site.go('/m/member');
  await page
    .getByRole('navigation', { name: 'More' })
    .getByRole('link', { name: 'Responsible gaming' })
    .click();
  const hub = page.getByRole('region', { name: 'Responsible gaming' });
  await hub
    .getByRole('group', { name: 'Exclude myself for' })
    .getByRole('radio', { name: '6 months' })
    .check();
  await hub.getByRole('button', { name: 'Exclude myself' }).click();

  const confirm = site.dialog('Take this break?');
  await expect(confirm).toContainText(new RegExp(`a self-exclusion of 6 months, until ${DATE_TIME}`));
  await confirm.getByRole('button', { name: 'Yes, continue' }).click();
  const password = site.dialog('Confirm with your password');
  await password.getByLabel('Login password').fill('not-my-password');
  await password.getByRole('button', { name: 'Start the break' }).click();
  await expect(password.getByText('The password is not correct')).toBeVisible();
  await password.getByLabel('Login password').fill(member.password);
  await password.getByRole('button', { name: 'Start the break' }).click();

  await expect(
    site.toast(new RegExp(`^You have been signed out\\. Your self-exclusion lasts until ${DATE_TIME}\\.$`)),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(site.header.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await site.sessionInfo()).toBeNull();

  await site.open('/m/login');
  await site.login(member);
  await expect(site.dialog('Login').getByRole('alert')).toHaveText(
    new RegExp(`^This account is self-excluded until ${DATE_TIME}\\. You cannot sign in before then\\.$`),
  );
  await expect(page.getByTestId('header-avatar')).toHaveCount(0);
});

test('signing out another device from the sessions list ends it on its next action', async ({
  page,
  browser,
}) => {
  const member = await freshMember(page, 'ses');
  const site = await signIn(page, member);
  // Registering signed the member in through the API: that session goes first, leaving this device alone.
  await site.go('/m/security/sessions');
  const list = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(page.getByText('No other device is signed in.')).toBeVisible();

  const other = await secondDevice(browser);
  const otherSite = await signIn(other, member);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('From Local network');
  const otherItem = list.getByRole('listitem').filter({ hasNotText: 'This device' });
  await otherItem.getByRole('button', { name: /^Sign out / }).click();
  await expect(site.toast(/has been signed out$/)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The other device is still showing its pages; its next call is refused and it is signed out.
  await otherSite.go('/m/member');
  await expect(otherSite.toast('The account has been logged out, please log in again')).toBeVisible();
  await expect(otherSite.header.getByRole('button', { name: 'Login' })).toBeVisible();

  // Sign in there again, then sign out every other session at once.
  await signIn(other, member);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByRole('button', { name: 'Sign out all other sessions' }).click();
  await expect(site.toast('1 other session signed out')).toBeVisible();
  await expect(page.getByText('No other device is signed in.')).toBeVisible();
  await other.getByTestId('header-balance').click();
  await expect(otherSite.header.getByRole('button', { name: 'Login' })).toBeVisible();
  // This device is still signed in.
  await expect(page.getByTestId('header-avatar')).toBeVisible();
  await other.context().close();
});

test('after signing in, the previous sign-in time and place are shown', async ({ page, browser }) => {
  const member = await freshMember(page, 'last');
  await signIn(page, member);
  const later = await secondDevice(browser);
  const laterSite = new Site(later);
  await laterSite.open('/m/login');
  await laterSite.login(member);
  await expect(
    laterSite.toast(new RegExp(`^Welcome back! Last sign-in: ${DATE_TIME} from Local network \\(.+\\)$`)),
  ).toBeVisible();
  await later.context().close();
});

test('in Bengali the previous sign-in and the sessions list say the place and the device in Bengali, and in English once the member switches', async ({
  page,
}) => {
  const member = await freshMember(page, 'bnw');
  // Registering signed the member in through the API, from the local network.
  const site = new Site(page);
  await site.open('/m/login', 'bn');
  const login = site.dialog('লগইন');
  await login.getByLabel('ইউজারনেম').fill(member.username);
  await login.getByLabel('পাসওয়ার্ড', { exact: true }).fill(member.password);
  await login.getByRole('button', { name: 'লগইন', exact: true }).click();
  await expect(
    site.toast(new RegExp(`^আবার স্বাগতম! সর্বশেষ সাইন ইন: ${DATE_TIME}, স্থানীয় নেটওয়ার্ক \\(.+\\) থেকে$`)),
  ).toBeVisible();

  await site.go('/m/security/sessions');
  const list = page.getByRole('list', { name: 'সাইন ইন করা ডিভাইস' });
  const thisDevice = list.getByRole('listitem').filter({ hasText: 'এই ডিভাইস' });
  await expect(thisDevice).toContainText('Linux-এ Chrome');
  await expect(thisDevice).toContainText('স্থানীয় নেটওয়ার্ক');
  await expect(list).not.toContainText(/Local network| on /);

  // Switched to English on the page: the list is asked for again, in English.
  await site.header.getByRole('button', { name: 'মেনু খুলুন' }).click();
  await site.dialog('মেনু').getByRole('button', { name: 'English' }).click();
  const english = page.getByRole('list', { name: 'Signed-in devices' });
  const thisDeviceInEnglish = english.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(thisDeviceInEnglish).toContainText('Chrome on Linux');
  await expect(thisDeviceInEnglish).toContainText('From Local network');
});

test('adding a payout account and withdrawing to it for the first time each need a fresh SMS code', async ({
  page,
}) => {
  test.slow();
  const member = await freshMember(page, 'sms');
  const site = await signIn(page, member);
  const phone = `+880${member.mobile}`;

  // Money to withdraw: the deposit-limit prompt answered with "No limit for now", then a deposit.
  await site.go('/m/voucherCenter');
  const deposit = page.getByRole('region', { name: 'Deposit' });
  await deposit.getByRole('button', { name: 'No limit for now' }).click();
  await deposit.getByRole('button', { name: '৳1,000.00' }).click();
  await deposit.getByLabel('Transaction id').fill(uniqueReference());
  await deposit.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(deposit.getByRole('status', { name: 'Deposit request received' })).toBeVisible();
  await site.expectBalance('৳1,000.00');

  await setPaymentPassword(page, member, '246810');
  await site.go('/m/securityCenter');
  const security = page.getByRole('region', { name: 'Security centre' });
  await expect(security.getByRole('listitem').filter({ hasText: 'Mobile number' })).toContainText(
    `+880 ${member.mobile.slice(0, 2)}******${member.mobile.slice(-2)}`,
  );

  await security.getByRole('button', { name: 'Add payout account' }).click();
  const add = site.dialog('Add payout account');
  await add.getByLabel('Wallet number').fill('01912345678');
  await add.getByLabel('Account holder').fill('Sms Player');
  await add.getByLabel('Payment password').fill('246810');
  await add.getByLabel('Login password').fill(member.password);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Enter the code from the SMS')).toBeVisible();
  await add.getByLabel('SMS code').fill(await sendSmsCode(page, add, phone));
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(site.toast('Payout account added')).toBeVisible();

  // The first withdrawal to it needs its own code (the one that added it is used up).
  await site.go('/m/withdraw');
  const withdraw = page.getByRole('region', { name: 'Withdraw' });
  await withdraw.getByRole('textbox', { name: 'Amount' }).fill('500');
  await withdraw.getByLabel('Payment password').fill('246810');
  await expect(withdraw.getByRole('button', { name: 'Submit withdrawal' })).toBeDisabled();
  const addCode = await latestCode(page.request, 'sms', phone);
  await withdraw.getByLabel('SMS code').fill(addCode);
  await withdraw.getByRole('button', { name: 'Submit withdrawal' }).click();
  await expect(withdraw.getByText(/Verification code error|expired/).first()).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('৳1,000.00');
  await withdraw.getByLabel('SMS code').fill(await sendSmsCode(page, withdraw, phone));
  await withdraw.getByLabel('Payment password').fill('246810');
  await withdraw.getByRole('button', { name: 'Submit withdrawal' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('৳500.00');
});

test('changing the e-mail asks the login password, tells the old address, and the new one resets nothing for a day', async ({
  page,
}) => {
  // No mobile number: the step-up is the login password alone, and the old address is the channel told.
  const member = { ...uniqueMember('eml'), mobile: '', email: '' };
  member.email = `${member.username}@example.com`;
  await registerViaApi(page.request, member);
  const site = await signIn(page, member);
  const masked = (email: string) => `${email.slice(0, 2)}****${email.slice(email.indexOf('@'))}`;
  const newEmail = `new.${member.email}`;

  await site.go('/m/securityCenter');
  const security = page.getByRole('region', { name: 'Security centre' });
  const row = security.getByRole('listitem').filter({ hasText: 'E-mail' });
  await row.getByRole('button', { name: 'Change' }).click();
  const sheet = site.dialog('Bind e-mail');
  await expect(sheet).toContainText('confirm this change with your login password');
  await sheet.getByLabel('E-mail').fill(newEmail);
  await sheet.getByLabel('Login password').fill('not-my-password');
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(sheet.getByText('The password is not correct')).toBeVisible();
  await sheet.getByLabel('Login password').fill(member.password);
  await sheet.getByRole('button', { name: 'Save' }).click();
  await expect(site.toast('E-mail bound')).toBeVisible();
  await expect(row).toContainText(masked(newEmail));
  await expect(row).toContainText(
    new RegExp(
      `Changed ${DATE_TIME}\\. We sent a notice to ${masked(member.email).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.`,
    ),
  );
  expect((await latestMessage(page.request, 'email', member.email)).body).toContain(
    `e-mail address of your account ${member.username} was changed`,
  );

  // A thief who changed it could not reset the password through it before the owner can act.
  await site.open('/m/forget');
  const forgot = site.dialog('Forgot password');
  await forgot.getByRole('tab', { name: 'By e-mail' }).click();
  await forgot.getByLabel('Username').fill(member.username);
  await forgot.getByRole('textbox', { name: 'E-mail' }).fill(newEmail);
  await forgot.getByRole('button', { name: 'Submit' }).click();
  await expect(
    site.toast(/^This e-mail address or mobile number was changed less than 24 hours ago/),
  ).toBeVisible();

  // The security centre says the same in Bengali.
  await site.open('/m/securityCenter?lang=bn');
  await expect(page.getByRole('listitem').filter({ hasText: masked(newEmail) })).toContainText(
    `${masked(member.email)}-এ একটি বার্তা পাঠানো হয়েছে।`,
  );
});

test('responsible gaming and active sessions are hidden when their white-label flags are off', async ({
  page,
}) => {
  await page.route('**/wps/system/config?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { flags: Record<string, boolean> } };
    for (const flag of ['RGLIMITS', 'RGREALITY', 'RGEXCLUDE', 'SECSESSIONS']) body.value.flags[flag] = false;
    await route.fulfill({ response, json: body });
  });
  const member = await freshMember(page, 'flg');
  const site = await signIn(page, member);
  await site.go('/m/member');
  const more = page.getByRole('navigation', { name: 'More' });
  await expect(more.getByRole('link', { name: 'Betting record' })).toBeVisible();
  await expect(more.getByRole('link', { name: 'Responsible gaming' })).toHaveCount(0);
  await expect(more.getByRole('link', { name: 'Active sessions' })).toHaveCount(0);
  // Without RGLIMITS the deposit page asks nothing first.
  await site.go('/m/voucherCenter');
  await expect(page.getByRole('button', { name: 'Submit deposit' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Set a deposit limit?' })).toHaveCount(0);
});

test('every protection page in Bengali and English', async ({ page }) => {
  const member = await freshMember(page, 'lng');
  const site = await signIn(page, member);
  const pages = [
    {
      path: '/m/responsible-gaming',
      bn: ['দায়িত্বশীল গেমিং', 'সীমা', 'রিয়েলিটি চেক', 'বিরতি নিন'],
      en: ['Responsible gaming', 'Limits', 'Reality check', 'Take a break'],
    },
    { path: '/m/security/sessions', bn: ['সক্রিয় সেশন'], en: ['Active sessions'] },
    { path: '/m/voucherCenter', bn: ['ডিপোজিট সীমা ঠিক করবেন?'], en: ['Set a deposit limit?'] },
  ];
  for (const lang of ['bn', 'en'] as const) {
    for (const { path, ...headings } of pages) {
      await site.open(path, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      for (const heading of headings[lang]) {
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      }
      // No text key shows instead of a text.
      await expect(page.locator('main')).not.toContainText(/\bprotection\.|\bmoney\.limit|\bpayoutSms\./);
    }
  }
  await site.open('/m/responsible-gaming', 'bn');
  await page.getByRole('button', { name: 'ঠিক করুন: ডিপোজিট সীমা, গত ২৪ ঘণ্টায়' }).click();
  await expect(site.dialog('ডিপোজিট সীমা: গত ২৪ ঘণ্টায়')).toBeVisible();
});

/** axe with the WCAG 2.x A/AA tags (target size included): no serious or critical violation. */
async function expectAccessible(page: Page, where: string) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() =>
    Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const blocking = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(blocking, where).toEqual([]);
}

test('the protection pages and their dialogs pass axe, targets of 24 px included', async ({ page }) => {
  const member = await freshMember(page, 'axe');
  const site = await signIn(page, member);
  await site.open('/m/voucherCenter');
  await expect(page.getByRole('form', { name: 'Set a deposit limit?' })).toBeVisible();
  await expectAccessible(page, 'deposit-limit prompt');
  await site.open('/m/security/sessions');
  await expect(page.getByRole('list', { name: 'Signed-in devices' })).toBeVisible();
  await expectAccessible(page, 'active sessions');
  await site.open('/m/responsible-gaming');
  await expect(page.getByTestId('limit-deposit-day')).toBeVisible();
  await expectAccessible(page, 'responsible gaming');
  await page.getByRole('button', { name: 'Set: Deposit limit, In the last 24 hours' }).click();
  await expect(site.dialog('Deposit limit: In the last 24 hours')).toBeVisible();
  await expectAccessible(page, 'limit sheet');
  await page.keyboard.press('Escape');
  await page.getByRole('textbox', { name: 'Number of days' }).fill('3');
  await page.getByRole('button', { name: 'Take a time-out' }).click();
  await expect(site.dialog('Take this break?')).toBeVisible();
  await expectAccessible(page, 'exclusion confirmation');
  await site.dialog('Take this break?').getByRole('button', { name: 'Yes, continue' }).click();
  await expect(site.dialog('Confirm with your password')).toBeVisible();
  await expectAccessible(page, 'exclusion password');
});
