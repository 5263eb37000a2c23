// The member centre and money against the real platform API: a fresh member deposits (approved by the dev
// platform), binds a payment password and a bKash account in the security centre and withdraws; demo01's
// records, mail, feedback and flag-gated entries. Money-moving flows use a fresh member so the demo balances
// other tests rely on stay put.
import { expect, test } from '../pages/test';
import { registerViaApi, uniqueMember } from '../pages/accounts';
import { latestMessage, sendSmsCode } from '../pages/outbox';
import { DEMO_MEMBER, signIn } from '../pages/site';
import { uniqueReference } from '../pages/references';

test('deposit, approval, security bindings and withdrawal move the balance, with records', async ({
  page,
}) => {
  test.slow();
  const member = uniqueMember('mny');
  await registerViaApi(page.request, member);
  const site = await signIn(page, member);
  await expect(page.getByTestId('header-balance')).toHaveText('৳0.00');

  // Deposit ৳1,000 by bKash with a transaction id.
  await site.go('/m/voucherCenter');
  const deposit = page.getByRole('region', { name: 'Deposit' });
  // Before the first deposit, the deposit-limit prompt: actively answered with no limit.
  await deposit.getByRole('button', { name: 'No limit for now' }).click();
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('১০০'); // Bengali digits: 100 is below the ৳200 minimum
  await expect(deposit.getByText(/below the minimum|Minimum ৳200\.00/).first()).toBeVisible();
  await deposit.getByRole('button', { name: '৳1,000.00' }).click();
  await expect(deposit.getByRole('textbox', { name: 'Amount' })).toHaveValue('1000');
  await deposit.getByLabel('Transaction id').fill(uniqueReference());
  await deposit.getByRole('button', { name: 'Submit deposit' }).click();
  await expect(deposit.getByText(/Pending/).first()).toBeVisible();

  // The dev platform approves after a short delay: the balance goes up.
  await site.expectBalance('৳1,000.00');

  await site.go('/m/vouReport');
  const records = page.getByRole('region', { name: 'Deposit record' });
  await expect(records.getByRole('article').first()).toContainText('৳1,000.00');
  await expect(records.getByRole('article').first()).toContainText('Approved');

  // Security centre: a payment password, then a bKash payout account.
  await site.go('/m/securityCenter');
  const security = page.getByRole('region', { name: 'Security centre' });
  await security.getByRole('listitem').filter({ hasText: 'Payment password' }).getByRole('button').click();
  const setPassword = site.dialog('Set payment password');
  await setPassword.getByLabel('New payment password').fill('12ab');
  await setPassword.getByLabel('Confirm payment password').fill('12ab');
  await setPassword.getByRole('button', { name: 'Save' }).click();
  await expect(setPassword).toBeVisible();
  await setPassword.getByLabel('New payment password').fill('246810');
  await setPassword.getByLabel('Confirm payment password').fill('246810');
  // A first payment password is a change of how the account is paid: the login password again and a code to
  // the member's number, so a stolen session alone cannot set one.
  await setPassword.getByLabel('Login password').fill('not-my-password');
  await setPassword.getByLabel('SMS code').fill(await sendSmsCode(page, setPassword, `+880${member.mobile}`));
  await setPassword.getByRole('button', { name: 'Save' }).click();
  await expect(setPassword.getByText('The password is not correct')).toBeVisible();
  await setPassword.getByLabel('Login password').fill(member.password);
  await setPassword.getByRole('button', { name: 'Save' }).click();
  await expect(site.toast('Payment password saved')).toBeVisible();
  // The row says when it changed and that the member's number was told.
  const masked = `+880 ${member.mobile.slice(0, 2)}******${member.mobile.slice(-2)}`;
  await expect(security.getByRole('listitem').filter({ hasText: 'Payment password' })).toContainText(
    `We sent a notice to ${masked}.`,
  );
  expect((await latestMessage(page.request, 'sms', `+880${member.mobile}`)).body).toContain(
    'payment password of your account',
  );

  await security.getByRole('button', { name: 'Add payout account' }).click();
  const add = site.dialog('Add payout account');
  await add.getByLabel('Wallet number').fill('01912345678');
  await add.getByLabel('Account holder').fill('Mony Player');
  await add.getByLabel('Payment password').fill('246810');
  await add.getByLabel('Login password').fill(member.password);
  // A fresh SMS code to the member's own number (flag SECPAYOUTSMS), read from the dev outbox.
  await add.getByLabel('SMS code').fill(await sendSmsCode(page, add, `+880${member.mobile}`));
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(site.toast('Payout account added')).toBeVisible();
  await expect(security.getByText('*******5678')).toBeVisible();

  // Withdraw ৳500 with the payment password: the balance goes down at once, the record is pending.
  await site.go('/m/withdraw');
  const withdraw = page.getByRole('region', { name: 'Withdraw' });
  await withdraw.getByRole('textbox', { name: 'Amount' }).fill('5000');
  await expect(withdraw.getByRole('button', { name: 'Submit withdrawal' })).toBeDisabled();
  await withdraw.getByRole('textbox', { name: 'Amount' }).fill('500');
  // The account has not received a withdrawal yet: another fresh code (purpose withdraw).
  await withdraw.getByLabel('SMS code').fill(await sendSmsCode(page, withdraw, `+880${member.mobile}`));
  await withdraw.getByLabel('Payment password').fill('111111');
  await withdraw.getByRole('button', { name: 'Submit withdrawal' }).click();
  await expect(site.toast('The payment password is not correct')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('৳1,000.00');
  await withdraw.getByLabel('Payment password').fill('246810');
  await withdraw.getByRole('button', { name: 'Submit withdrawal' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('৳500.00');

  await site.go('/m/withdrawReport');
  const withdrawals = page.getByRole('region', { name: 'Withdraw record' });
  await expect(withdrawals.getByRole('article').first()).toContainText('৳500.00');
  await expect(withdrawals.getByRole('article').first()).toContainText('Pending');
});

test('record pages: presets and filters over demo01 history', async ({ page }) => {
  const site = await signIn(page, DEMO_MEMBER);
  await site.go('/m/vouReport');
  const records = page.getByRole('region', { name: 'Deposit record' });
  await expect(records.getByRole('article')).toHaveCount(1);
  await expect(records.getByRole('article').first()).toContainText('Pending');
  // The seed's deposits: today (pending), 5 days ago, 30 and 60 days ago (the last two outside 30 days).
  await records.getByRole('button', { name: '30 days' }).click();
  await expect(records.getByRole('article')).toHaveCount(2);
  await records.getByLabel('Status').selectOption({ label: 'Approved' });
  await expect(records.getByRole('article')).toHaveCount(1);
  await expect(records.getByRole('article').filter({ hasText: 'Pending' })).toHaveCount(0);

  await site.go('/m/gameRecord');
  const bets = page.getByRole('region', { name: 'Betting record' });
  await expect(bets.getByRole('article')).toHaveCount(2);
  await bets.getByRole('button', { name: '7 days' }).click();
  await expect(bets.getByRole('article')).toHaveCount(4);
});

test('reading a message lowers the unread badge; feedback within the word bounds is sent', async ({
  page,
}) => {
  const site = await signIn(page, DEMO_MEMBER);
  const messages = site.header.getByRole('button', { name: /^Messages/ });
  await expect(messages).toHaveAccessibleName(/\d+ unread/);
  const unread = Number(/(\d+) unread/.exec((await messages.getAttribute('aria-label')) ?? '')?.[1]);
  await messages.click();
  await expect(page).toHaveURL(/\/m\/webEmail$/);
  const inbox = page.getByRole('list', { name: 'Inbox' });
  await inbox
    .getByRole('button', { name: /^Unread: / })
    .first()
    .click();
  await expect(messages).toHaveAccessibleName(unread > 1 ? `Messages, ${unread - 1} unread` : 'Messages');

  await site.go('/m/feedback');
  const feedback = page.getByRole('region', { name: 'Feedback' });
  await feedback.getByLabel('Your feedback').fill('too short');
  await expect(feedback.getByRole('button', { name: 'Send feedback' })).toBeDisabled();
  await feedback.getByLabel('Your feedback').fill('ডিপোজিট খুব দ্রুত হয়েছে, ধন্যবাদ সবাইকে');
  await feedback.getByRole('button', { name: 'Send feedback' }).click();
  await expect(feedback.getByLabel('Your feedback')).toHaveValue('');
});

test('member-centre entries whose white-label flag is off are hidden', async ({ page }) => {
  await page.route('**/wps/system/config?*', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { value: { flags: Record<string, boolean> } };
    body.value.flags.FEEDBACK3 = false;
    body.value.flags.DEPRECM3 = false;
    await route.fulfill({ response, json: body });
  });
  const site = await signIn(page, DEMO_MEMBER);
  await site.go('/m/member');
  const more = page.getByRole('navigation', { name: 'More' });
  await expect(more.getByRole('link', { name: 'Betting record' })).toBeVisible();
  await expect(more.getByRole('link', { name: 'Feedback' })).toHaveCount(0);
  await expect(more.getByRole('link', { name: 'Deposit record' })).toHaveCount(0);
});
