// Test helpers of player protection: white-label flags switched in the database, SMS codes of the
// member's own number (payout purposes, the step-up of a security change) read from the dev outbox, and
// registering fresh members (so limits, exclusions and security changes never touch the seeded accounts other
// tests use).
import { randomUUID } from 'node:crypto';
import { ACCOUNT_PATHS, MONEY_PATHS } from 'shared/contract';
import { hashToken } from '../lib/tokens.ts';
import { captchaAnswer, injectEncrypted, readOutbox, theRow } from './test-app.ts';
import { memberClient } from './member-client.ts';
import { registerPayload } from './register-payload.ts';
import type { TestApp } from './test-app.ts';
import type { MemberClient } from './member-client.ts';
import type {
  ApiEnvelope,
  DepositRecord,
  LoginValue,
  SecurityStepUp,
  SmsPurpose,
  WhiteLabelFlag,
} from 'shared/contract';
import { getRow, run } from '../db/database.ts';

/** Switches white-label flags of the merchant (read fresh by every request). */
export async function setFlags(
  t: Pick<TestApp, 'app'>,
  flags: Partial<Record<WhiteLabelFlag, boolean>>,
): Promise<void> {
  const row = await theRow<{ flags: string }>(t, 'SELECT flags FROM merchant_config');
  const merged = { ...(JSON.parse(row.flags) as Record<string, boolean>), ...flags };
  await run(t.app.db, 'UPDATE merchant_config SET flags = ?', JSON.stringify(merged));
}

/** The newest SMS text's 6-digit code sent to `to` ('+880…'). */
export async function newestSmsCode(t: Pick<TestApp, 'inject'>, to: string): Promise<string> {
  const message = (await readOutbox(t)).find((item) => item.channel === 'sms' && item.to === to);
  const code = message && /\d{6}/.exec(message.body)?.[0];
  if (!code) throw new Error(`no SMS code to ${to} in the outbox`);
  return code;
}

/** The mobile number bound to the member of a token, or null when none is. */
async function boundMobileOfToken(t: Pick<TestApp, 'app'>, token: string): Promise<string | null> {
  const row = await getRow<{ mobile: string | null }>(
    t.app.db,
    'SELECT m.mobile FROM members m JOIN sessions s ON s.member_id = m.id WHERE s.token_hash = ?',
    hashToken(token),
  );
  return row?.mobile ?? null;
}

/** The mobile number bound to the member of a token. */
export async function mobileOfToken(t: Pick<TestApp, 'app'>, token: string): Promise<string> {
  const mobile = await boundMobileOfToken(t, token);
  if (!mobile) throw new Error('the member has no mobile number');
  return mobile;
}

/** Asks for a code of a purpose sent to the member's own number and returns it from the outbox. */
export async function ownSmsCode(
  t: Pick<TestApp, 'inject' | 'app'>,
  client: MemberClient,
  purpose: Extract<SmsPurpose, 'payout' | 'withdraw' | 'security'>,
): Promise<string> {
  const response = await client.post(ACCOUNT_PATHS.smsCode, {
    mobileNum: '',
    countryDialingCode: '',
    purpose,
    captcha: '',
  });
  if (response.statusCode !== 200) throw new Error(`sms code failed: ${response.body}`);
  return await newestSmsCode(t, `+880${await mobileOfToken(t, client.token)}`);
}

/**
 * The step-up a security change carries (SecurityStepUp) for the member of `client`: the login password and, when
 * a mobile number is bound, a fresh code sent to it (purpose `security`, or `payout` for adding a payout account
 * under SECPAYOUTSMS). Each code counts against the SMS limits: one a minute per purpose, five an hour per number.
 */
export async function stepUp(
  t: Pick<TestApp, 'inject' | 'app'>,
  client: MemberClient,
  loginPassword: string,
  purpose: Extract<SmsPurpose, 'security' | 'payout'> = 'security',
): Promise<SecurityStepUp> {
  if ((await boundMobileOfToken(t, client.token)) === null) return { loginPassword };
  return { loginPassword, smsCode: await ownSmsCode(t, client, purpose) };
}

let counter = 0;

/**
 * Registers a fresh member (by username, with a unique mobile number unless `withMobile` is false, and the
 * e-mail address `email` if one is given) and returns its client and login.
 */
export async function freshMember(
  t: Pick<TestApp, 'inject'>,
  prefix = 'rg',
  { withMobile = true, email = '' }: { withMobile?: boolean; email?: string } = {},
): Promise<{ client: MemberClient; login: LoginValue; username: string; password: string; mobile: string }> {
  counter += 1;
  const username = `${prefix}${Date.now().toString(36).slice(-5)}${counter}`.slice(0, 16);
  const mobile = withMobile ? `13${String(Date.now() + counter).slice(-8)}` : '';
  const captcha = await captchaAnswer(t, 'register');
  const payload = registerPayload({ username, mobileNum: mobile, email, captcha });
  const { status, body } = await injectEncrypted(t, 'PUT', ACCOUNT_PATHS.register, payload);
  if (status !== 200) throw new Error(`registration failed: ${JSON.stringify(body)}`);
  const login = body.value as LoginValue;
  return { client: memberClient(t, login.token), login, username, password: payload.password, mobile };
}

/** A deposit order by bKash with a fresh reference (no promotion); the raw answer. */
export async function depositOrder(client: MemberClient, amountMinor: number) {
  return await client.post(MONEY_PATHS.deposit, {
    channelId: 1,
    amountMinor,
    promoId: null,
    reference: `TRX${randomUUID().replace(/-/g, '').slice(0, 12)}`,
    idempotencyKey: randomUUID(),
  });
}

/** Deposits and approves (dev route) `amountMinor`, so the member has money to stake or withdraw. */
export async function fundMember(
  t: Pick<TestApp, 'inject'>,
  client: MemberClient,
  amountMinor: number,
): Promise<void> {
  const response = await depositOrder(client, amountMinor);
  const record = response.json<ApiEnvelope<DepositRecord>>().value;
  if (!record) throw new Error(`deposit failed: ${response.body}`);
  const approved = await t.inject({ method: 'POST', url: `${MONEY_PATHS.devDeposits}/${record.id}/approve` });
  if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
}
