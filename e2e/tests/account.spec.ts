// The account flows against the real platform API, with codes read from the dev outbox: registration by
// username and by mobile, login by username and by SMS, captcha after failures, password recovery by e-mail and
// by phone, the mailed reset link, change password, remember password, free play, and every popup in both languages.
import { expect, test } from '../pages/test';
import { registerViaApi, uniqueMember } from '../pages/accounts';
import { latestCode, latestMessage, requestSmsCode } from '../pages/outbox';
import { DEMO_MEMBER, signIn, Site } from '../pages/site';

test('register by username: fields checked, disclaimer required, then signed in', async ({ page }) => {
  const site = new Site(page);
  const member = uniqueMember('reg');
  await site.open('/m/register');
  const dialog = site.dialog('Register');
  await dialog.getByLabel('Username').fill('1bad');
  await dialog.getByLabel('Password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm password').fill('different');
  await dialog.getByLabel('Confirm password').blur();
  await expect(dialog.getByText(/Account format is incorrect/)).toBeVisible();
  await expect(dialog.getByText('Confirmation password not matched')).toBeVisible();

  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await dialog.getByLabel('Confirm password').fill(member.password);
  await dialog.getByLabel('Verification code').fill(await latestCode(page.request, 'captcha', 'register'));
  const submit = dialog.getByRole('button', { name: 'Register', exact: true });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('checkbox').check();
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-avatar')).toHaveText(member.username[0]!.toUpperCase());
  await expect(page.getByTestId('header-balance')).toHaveText('৳0.00');
});

test('a duplicate username is refused and nothing changes', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/register');
  const dialog = site.dialog('Register');
  await dialog.getByLabel('Username').fill('demo01');
  await dialog.getByLabel('Password', { exact: true }).fill('other1234');
  await dialog.getByLabel('Confirm password').fill('other1234');
  await dialog.getByLabel('Verification code').fill(await latestCode(page.request, 'captcha', 'register'));
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(site.toast('Sorry, the username already exists')).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(await site.sessionInfo()).toBeNull();
});

test('register by mobile number with an SMS code, then signed in', async ({ page }) => {
  const site = new Site(page);
  const member = uniqueMember('mob');
  await site.open('/m/register');
  const dialog = site.dialog('Register');
  await dialog.getByRole('tab', { name: 'Mobile' }).click();
  await dialog.getByLabel('Mobile number').fill(member.mobile);
  const code = await requestSmsCode(page, dialog, member.mobile);
  await dialog.getByLabel('SMS code').fill(code);
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await dialog.getByLabel('Confirm password').fill(member.password);
  await dialog.getByLabel('Verification code').fill(await latestCode(page.request, 'captcha', 'register'));
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('৳0.00');
  const session = JSON.parse((await site.sessionInfo()) ?? '{}') as { userName: string };
  expect(session.userName).toBe(member.mobile);
});

test('login by SMS code on the mobile tab', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/login');
  const dialog = site.dialog('Login');
  await dialog.getByRole('tab', { name: 'Mobile' }).click();
  await dialog.getByLabel('Mobile number').fill('1812345678');
  const code = await requestSmsCode(page, dialog, '1812345678');
  await dialog.getByLabel('SMS code').fill(code);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-avatar')).toHaveText('A');
});

test('a captcha appears after three failed logins and the right answer lets the player in', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/login');
  const dialog = site.dialog('Login');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await dialog.getByLabel('Username').fill('player21');
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(site.toast('Sorry, the user does not exist or is disabled')).toBeVisible();
    await site.page.locator('.mc-toast-host').getByRole('button').first().click();
  }
  const captcha = dialog.getByLabel('Verification code');
  await expect(captcha).toBeVisible();
  await expect(dialog.getByRole('img', { name: 'Verification code image' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await dialog.getByLabel('Password', { exact: true }).fill('member1234');
  await captcha.fill(await latestCode(page.request, 'captcha', 'player21'));
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-avatar')).toBeVisible();
});

test('forgot password by e-mail sends the reset e-mail to the outbox', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/forget');
  const dialog = site.dialog('Forgot password');
  await dialog.getByRole('tab', { name: 'By e-mail' }).click();
  await dialog.getByLabel('Username').fill(' demo01 ');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('not-an-email');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('E-mail format is incorrect')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(' demo01@example.com ');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(site.toast('The e-mail has been sent')).toBeVisible();
  const mail = await latestMessage(page.request, 'email', 'demo01@example.com');
  expect(mail.body).toContain('/m/forget?token=');
});

test('the mailed reset link sets a new password, signs the player out everywhere, and the new password signs in', async ({
  page,
}) => {
  const member = { ...uniqueMember('lnk'), email: '' };
  member.email = `${member.username}@example.com`;
  await registerViaApi(page.request, member);
  const site = await signIn(page, member);
  const { token } = JSON.parse((await site.sessionInfo()) ?? '{}') as { token: string };
  const memberInfo = () =>
    page.request.get('/wps/member/info?merchantCode=vsbdtf5&moduleId=COMM3', {
      headers: { authorization: `Bearer ${token}` },
    });
  expect((await memberInfo()).status()).toBe(200);

  const asked = await page.request.post('/wps/member/password/email?merchantCode=vsbdtf5&moduleId=COMM3', {
    form: { username: member.username, email: member.email },
  });
  expect(asked.ok()).toBe(true);
  const mail = await latestMessage(page.request, 'email', member.email);
  const link = /\/m\/forget\?token=[0-9a-f]{64}/.exec(mail.body)?.[0] ?? '';
  expect(link).not.toBe('');

  await site.open(link);
  const dialog = site.dialog('Forgot password');
  await expect(dialog.getByText('Choose a new password for your account')).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('linked789');
  await dialog.getByLabel('Confirm new password').fill('linked78');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(dialog.getByText('Confirmation password not matched')).toBeVisible();
  await dialog.getByLabel('Confirm new password').fill('linked789');
  await dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(
    site.toast(
      'Your password has been changed and you are signed out everywhere. Please log in with the new password',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login$/);
  await expect(page.getByTestId('header-avatar')).toBeHidden();
  expect((await memberInfo()).status()).toBe(401);

  await site.login({ username: member.username, password: member.password });
  await expect(site.toast('Sorry, the user does not exist or is disabled')).toBeVisible();
  await site.login({ username: member.username, password: 'linked789' });
  await site.signedIn();

  // The link is used up: opened again (in Bengali) it says so and changes nothing.
  await site.open(link, 'bn');
  const again = site.dialog('পাসওয়ার্ড ভুলে গেছেন');
  await again.getByLabel('নতুন পাসওয়ার্ড', { exact: true }).fill('another789');
  await again.getByLabel('নতুন পাসওয়ার্ড নিশ্চিত করুন').fill('another789');
  await again.getByRole('button', { name: 'নতুন পাসওয়ার্ড সেট করুন' }).click();
  await expect(
    site.toast('পাসওয়ার্ড রিসেট লিংকটি আগেই ব্যবহার করা হয়েছে। অনুগ্রহ করে নতুন লিংক চান'),
  ).toBeVisible();
});

test('forgot password by phone resets it and signs the player in with the new password', async ({ page }) => {
  const member = uniqueMember('fgt');
  await registerViaApi(page.request, member);
  const site = new Site(page);
  await site.open('/m/forget');
  const dialog = site.dialog('Forgot password');
  await dialog.getByLabel('Mobile number').fill(member.mobile);
  const code = await requestSmsCode(page, dialog, member.mobile);
  await dialog.getByLabel('SMS code').fill(code);
  await dialog.getByLabel('New password', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'Submit' }).click();
  // Same as the old one: refused, the password field cleared, the code kept.
  await expect(site.toast('The new password must be different from the old one')).toBeVisible();
  await expect(dialog.getByLabel('New password')).toHaveValue('');
  await dialog.getByLabel('New password', { exact: true }).fill('fresh5678');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('header-avatar')).toHaveText(member.username[0]!.toUpperCase());
});

test('change password: same as old refused without a call, then changed and used to sign in', async ({
  page,
}) => {
  const member = uniqueMember('chg');
  await registerViaApi(page.request, member);
  const site = new Site(page);
  await site.open('/m/login');
  await site.login(member);
  await site.signedIn();

  // Opening the route loads the page anew: no password is held in memory any more, so the old one is asked.
  await site.open('/m/changePsw');
  const dialog = site.dialog('Change password');
  await expect(dialog.getByLabel('Username')).toHaveValue(member.username);
  await dialog.getByLabel('Old password').fill(member.password);
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/wps/member/passWordChangeV2')) calls += 1;
  });
  await dialog.getByLabel('New password', { exact: true }).fill(member.password);
  await dialog.getByLabel('Confirm new password').fill(member.password);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The new password must be different from the old one').first()).toBeVisible();
  expect(calls).toBe(0);

  await dialog.getByLabel('New password', { exact: true }).fill('changed789');
  await dialog.getByLabel('Confirm new password').fill('changed789');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(site.toast('Password changed')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(calls).toBe(1);

  await (await site.openMenu()).getByRole('button', { name: 'Sign out' }).click();
  await site.dialog('Sign out').getByRole('button', { name: 'Submit' }).click();
  await site.open('/m/login');
  await site.login({ username: member.username, password: 'changed789' });
  await site.signedIn();
});

test('remember password refills the form after a reload, and nothing readable is stored', async ({
  page,
}) => {
  const site = new Site(page);
  await site.open('/m/login');
  const dialog = site.dialog('Login');
  await dialog.getByLabel('Username').fill(DEMO_MEMBER.username);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
  await dialog.getByRole('checkbox', { name: 'Remember password' }).check();
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await site.signedIn();
  await (await site.openMenu()).getByRole('button', { name: 'Sign out' }).click();
  await site.dialog('Sign out').getByRole('button', { name: 'Submit' }).click();

  await page.reload();
  await site.open('/m/login');
  await expect(site.dialog('Login').getByLabel('Username')).toHaveValue(DEMO_MEMBER.username);
  await expect(site.dialog('Login').getByLabel('Password', { exact: true })).toHaveValue(
    DEMO_MEMBER.password,
  );

  const stored = await page.evaluate(async () => {
    const texts: string[] = [JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(new Error(`cannot open ${info.name}`));
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const all = await new Promise<unknown[]>((resolve) => {
          const read = db.transaction(name).objectStore(name).getAll();
          read.onsuccess = () => resolve(read.result as unknown[]);
        });
        texts.push(
          JSON.stringify(all, (_key, value: unknown) =>
            value instanceof ArrayBuffer || ArrayBuffer.isView(value)
              ? new TextDecoder('latin1').decode(value)
              : value,
          ),
        );
      }
      db.close();
    }
    return texts.join('\n');
  });
  expect(stored).not.toContain(DEMO_MEMBER.password);
  expect(stored).not.toContain(Buffer.from(DEMO_MEMBER.password).toString('base64'));
});

test('free play starts a trial session; deposit and member need a real account', async ({ page }) => {
  const site = new Site(page);
  await site.open('/m/home');
  await (await site.openMenu()).getByRole('button', { name: 'Free play' }).click();
  await expect(page.getByTestId('header-balance')).toHaveText('৳2,000.00');
  await expect(page).toHaveURL(/\/m\/home$/);
  await site.footer.getByRole('link', { name: 'Deposit' }).click();
  await expect(site.toast('Please login an actual account to use this function')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/home$/);
});

for (const lang of ['en', 'bn'] as const) {
  const names =
    lang === 'en'
      ? { login: 'Login', register: 'Register', forget: 'Forgot password', changePsw: 'Change password' }
      : { login: 'লগইন', register: 'নিবন্ধন', forget: 'পাসওয়ার্ড ভুলে গেছেন', changePsw: 'পাসওয়ার্ড পরিবর্তন' };
  test(`every account popup opens with its texts in ${lang.toUpperCase()}`, async ({ page }) => {
    const site = new Site(page);
    for (const [path, name] of [
      ['/m/login', names.login],
      ['/m/register', names.register],
      ['/m/forget', names.forget],
    ] as const) {
      await site.open(path, lang);
      const dialog = site.dialog(name);
      await expect(dialog.getByRole('textbox').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    await site.open('/m/login', lang);
    const dialog = site.dialog(names.login);
    await dialog.getByRole('textbox').first().fill(DEMO_MEMBER.username);
    await dialog.locator('input[type="password"]').fill(DEMO_MEMBER.password);
    await dialog.locator('button[type="submit"]').click();
    await expect(page.getByTestId('header-avatar')).toBeVisible();
    await site.open('/m/changePsw', lang);
    await expect(site.dialog(names.changePsw).locator('input[type="password"]').first()).toBeVisible();
  });
}
