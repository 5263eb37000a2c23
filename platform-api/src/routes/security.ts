// Security centre: overview, payment password (scrypt like login passwords, 6 digits, 5 wrong within 15 minutes
// lock it for 15 minutes), e-mail binding, payee name (set once), payout accounts (bKash / Nagad / Rocket
// numbers or a bank account) and security questions (answers hashed). Free-play sessions are refused.
// Every change of how the account is recovered or paid is stepped up (the login password again and a code to the
// bound number) and told to the old channels (lib/account-security.ts); adding a payout account takes the code of
// purpose 'payout' when SECPAYOUTSMS is on, which then needs a bound number. The overview shows the bound mobile
// number masked and the newest change of each kind.
import { Type } from 'typebox';
import { MONEY_PATHS } from 'shared/contract';
import { checkField, PAYMENT_PASSWORD_RULE } from 'shared/validation';
import { ApiError, ok } from '../lib/envelope.ts';
import { requireRealMember } from '../lib/money-input.ts';
import { Id, IdParams } from '../lib/schemas.ts';
import { hashPassword, verifyPassword } from '../lib/password.ts';
import { applySecurityChange, checkStepUp, maskEmail, maskMobile } from '../lib/account-security.ts';
import { latestSecurityChanges } from '../db/security-changes.ts';
import { merchantConfig } from './system.ts';
import { hasFieldErrors, validationFailed } from '../lib/validation-failure.ts';
import { type ContentLanguage, languageOf } from '../lib/language.ts';
import { transaction } from '../db/database.ts';
import {
  findContactDetails,
  listSecurityQuestions,
  replacePaymentPasswordHash,
  saveSecurityAnswer,
  setEmail,
  setPayeeNameOnce,
} from '../db/security.ts';
import {
  accountNumberTaken,
  deleteAccount,
  findOwnAccount,
  insertAccount,
  listAccounts,
  paymentPasswordHash,
  paymentPasswordLockMs,
  recordPaymentPasswordAttempt,
} from '../db/money.ts';
import { registerConfigOf } from './register.ts';
import type {
  FieldRule,
  PaymentProvider,
  PayoutKind,
  SecurityOverview,
  SecurityQuestion,
} from 'shared/contract';
import type { RuleMessage } from 'shared/validation';
import type { ApiApp, AppContext } from '../app-context.ts';

export const MAX_PAYOUT_ACCOUNTS = 5;
const BANK_NAME_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 2,
  maxLength: 50,
  patternId: 'TEXT',
};
const ANSWER_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 2,
  maxLength: 50,
  patternId: 'TEXT',
};
const PROVIDER_KIND: Record<PaymentProvider, PayoutKind> = {
  BKASH: 'e_wallet',
  NAGAD: 'e_wallet',
  ROCKET: 'e_wallet',
  BANK: 'bank',
};
/** A Bangladeshi mobile number as e-wallets use it: 11 digits starting 01. */
const WALLET_NUMBER = /^01[0-9]{9}$/;
const BANK_NUMBER = /^[0-9]{8,20}$/;

/**
 * Checks the member's payment password: 423 auth.account_locked { retryAfterMs } while locked, 400
 * money.payment_password_unset when none is set, 400 money.payment_password_wrong (counted) when wrong.
 */
export async function checkPaymentPassword(
  ctx: AppContext,
  memberId: number,
  password: string,
): Promise<void> {
  const now = ctx.now();
  const assertNotLocked = async () => {
    const retryAfterMs = await paymentPasswordLockMs(ctx.db, memberId, now);
    if (retryAfterMs > 0) {
      throw new ApiError('auth.account_locked', 'Too many wrong payment passwords; try again later', {
        retryAfterMs,
      });
    }
  };
  await assertNotLocked();
  const hash = await paymentPasswordHash(ctx.db, memberId);
  if (hash === null) throw new ApiError('money.payment_password_unset', 'Set a payment password first');
  const good = await verifyPassword(password, hash);
  // Other requests ran while the hash was computed: tries already under way when the lock began are refused
  // like later ones and learn nothing about their password. The lock check and the attempt's record are one
  // transaction, which the database runs as if no other request ran in between, and a wrong password is refused
  // after it commits, so the attempt is kept.
  await transaction(ctx.db, async () => {
    await assertNotLocked();
    await recordPaymentPasswordAttempt(ctx.db, memberId, good, now);
  });
  if (!good) throw new ApiError('money.payment_password_wrong', 'The payment password is wrong');
}

const strictRule = (rule: FieldRule): FieldRule => ({ ...rule, enabled: true, required: true });

const PaymentPassword = Type.String({ maxLength: 64 });

/**
 * The step-up every change of how the account is recovered or paid carries (SecurityStepUp). Optional in the
 * schema so that a trial session or a missing password gets its own answer rather than a schema refusal.
 */
export const StepUpFields = {
  loginPassword: Type.Optional(Type.String({ maxLength: 64 })),
  smsCode: Type.Optional(Type.String({ maxLength: 16 })),
};

export const PaymentPasswordBody = Type.Object({
  oldPaymentPassword: PaymentPassword,
  newPaymentPassword: PaymentPassword,
  ...StepUpFields,
});

export const PayoutAccountBody = Type.Object({
  kind: Type.Enum(['e_wallet', 'bank']),
  provider: Type.Enum(['BKASH', 'NAGAD', 'ROCKET', 'BANK']),
  accountNumber: Type.String({ maxLength: 40 }),
  accountName: Type.String({ maxLength: 100 }),
  bankName: Type.String({ maxLength: 100 }),
  paymentPassword: PaymentPassword,
  ...StepUpFields,
});

const SecurityAnswersBody = Type.Object({
  answers: Type.Array(Type.Object({ questionId: Id, answer: Type.String({ maxLength: 200 }) }), {
    minItems: 1,
    maxItems: 5,
  }),
});

export function registerSecurityRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  const questionsOf = async (memberId: number, language: ContentLanguage): Promise<SecurityQuestion[]> =>
    (await listSecurityQuestions(db, memberId, language)).map((row) => ({
      id: row.id,
      question: row.text_title ?? row.question,
      answered: row.answered === 1,
    }));

  app.get(
    MONEY_PATHS.security,
    { schema: { summary: "The member's security overview" } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const row = await findContactDetails(db, member.id);
      const value: SecurityOverview = {
        loginPasswordSet: member.password_hash !== '',
        paymentPasswordSet: (await paymentPasswordHash(db, member.id)) !== null,
        email: row?.email ? maskEmail(row.email) : null,
        payeeName: row?.payee_name ? row.payee_name : null,
        accounts: await listAccounts(db, member.id),
        questionsSet: (await questionsOf(member.id, languageOf(request))).some(
          (question) => question.answered,
        ),
        mobile: member.mobile ? maskMobile(member.mobile, member.country_dialing_code) : null,
        changes: (await latestSecurityChanges(db, member.id)).map((change) => ({
          kind: change.kind,
          at: new Date(change.at).toISOString(),
          notified: [change.notified_email, change.notified_mobile].filter((channel) => channel !== null),
        })),
      };
      return ok(value);
    },
  );

  app.post(
    MONEY_PATHS.paymentPassword,
    { schema: { summary: 'Set or change the payment password', body: PaymentPasswordBody } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const { oldPaymentPassword, newPaymentPassword } = request.body;
      const messages = checkField(PAYMENT_PASSWORD_RULE, newPaymentPassword).messages;
      if (messages.length > 0) throw validationFailed({ newPaymentPassword: messages });
      const current = await paymentPasswordHash(db, member.id);
      const smsCodeId = await checkStepUp(ctx, request, member, request.body);
      if (current !== null) {
        await checkPaymentPassword(ctx, member.id, oldPaymentPassword);
        if (oldPaymentPassword === newPaymentPassword) {
          throw new ApiError('password.same', 'The new payment password equals the old one');
        }
      }
      const hash = await hashPassword(newPaymentPassword);
      await transaction(db, async () => {
        // Only over the password this request was checked against: another change that landed while the hash
        // was computed is not overwritten by a request that never proved it.
        if (!(await replacePaymentPasswordHash(db, member.id, hash, current))) {
          throw new ApiError(
            'money.duplicate_request',
            'The payment password was changed meanwhile; try again',
          );
        }
        await applySecurityChange(ctx, member, 'paymentPassword', smsCodeId);
      });
      return ok(null);
    },
  );

  app.post(
    MONEY_PATHS.bindEmail,
    {
      schema: {
        summary: 'Bind an e-mail address',
        body: Type.Object({ email: Type.String({ maxLength: 200 }), ...StepUpFields }),
      },
    },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const email = request.body.email.trim();
      const messages = checkField(strictRule((await registerConfigOf(ctx)).fields.email), email).messages;
      if (messages.length > 0) throw validationFailed({ email: messages });
      const smsCodeId = await checkStepUp(ctx, request, member, request.body);
      await transaction(db, async () => {
        await setEmail(db, member.id, email);
        await applySecurityChange(ctx, member, 'email', smsCodeId);
      });
      return ok(null);
    },
  );

  app.post(
    MONEY_PATHS.payeeName,
    {
      schema: {
        summary: 'Set the payee name (once)',
        body: Type.Object({ payeeName: Type.String({ maxLength: 200 }), ...StepUpFields }),
      },
    },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const assertNotSet = async () => {
        if ((await findContactDetails(db, member.id))?.payee_name) {
          throw new ApiError(
            'auth.forbidden',
            'The payee name is set once; ask customer service to change it',
          );
        }
      };
      await assertNotSet();
      const payeeName = request.body.payeeName.trim();
      const messages = checkField(
        strictRule((await registerConfigOf(ctx)).fields.payeeName),
        payeeName,
      ).messages;
      if (messages.length > 0) throw validationFailed({ payeeName: messages });
      const smsCodeId = await checkStepUp(ctx, request, member, request.body);
      await transaction(db, async () => {
        await assertNotSet();
        await setPayeeNameOnce(db, member.id, payeeName);
        await applySecurityChange(ctx, member, 'payeeName', smsCodeId);
      });
      return ok(null);
    },
  );

  app.post(
    MONEY_PATHS.payoutAccounts,
    { schema: { summary: 'Add a payout account', body: PayoutAccountBody } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const body = request.body;
      const accountNumber = body.accountNumber.trim();
      const accountName = body.accountName.trim();
      const bankName = body.kind === 'bank' ? body.bankName.trim() : '';
      const errors: Record<string, RuleMessage[]> = {
        provider: PROVIDER_KIND[body.provider] === body.kind ? [] : [{ key: 'validation.provider' }],
        accountNumber: (body.kind === 'bank' ? BANK_NUMBER : WALLET_NUMBER).test(accountNumber)
          ? []
          : [{ key: body.kind === 'bank' ? 'validation.pattern.NUMERIC' : 'validation.pattern.MOBILE' }],
        accountName: checkField(strictRule((await registerConfigOf(ctx)).fields.payeeName), accountName)
          .messages,
        bankName: body.kind === 'bank' ? checkField(BANK_NAME_RULE, bankName).messages : [],
      };
      if (hasFieldErrors(errors)) throw validationFailed(errors);
      const assertRoomFor = async () => {
        if ((await listAccounts(db, member.id)).length >= MAX_PAYOUT_ACCOUNTS) {
          throw new ApiError('auth.forbidden', `At most ${MAX_PAYOUT_ACCOUNTS} payout accounts`);
        }
        if (await accountNumberTaken(db, member.id, accountNumber)) {
          throw new ApiError('money.duplicate_request', 'This account number is already bound');
        }
      };
      // Refusals that need no secret come first, so a request bound to fail spends no code and counts no guess.
      await assertRoomFor();
      const payoutSms = (await merchantConfig(ctx)).flags.SECPAYOUTSMS;
      const smsCodeId = await checkStepUp(ctx, request, member, body, {
        smsPurpose: payoutSms ? 'payout' : 'security',
        smsRequired: payoutSms,
      });
      await checkPaymentPassword(ctx, member.id, body.paymentPassword);
      const account = await transaction(db, async () => {
        await assertRoomFor();
        await applySecurityChange(ctx, member, 'payoutAccount', smsCodeId);
        return await insertAccount(db, {
          memberId: member.id,
          kind: body.kind,
          provider: body.provider,
          accountNumber,
          accountName,
          bankName,
          at: ctx.now(),
        });
      });
      return ok(account);
    },
  );

  app.delete(
    `${MONEY_PATHS.payoutAccounts}/:id`,
    {
      schema: {
        summary: 'Delete a payout account',
        params: IdParams,
        body: Type.Object({ paymentPassword: PaymentPassword, ...StepUpFields }),
      },
    },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      if (!(await findOwnAccount(db, member.id, request.params.id)))
        throw new ApiError('not_found', 'No such account');
      const smsCodeId = await checkStepUp(ctx, request, member, request.body);
      await checkPaymentPassword(ctx, member.id, request.body.paymentPassword);
      await transaction(db, async () => {
        // Another request may have deleted it meanwhile: then this one changes nothing and keeps its SMS code.
        if (!(await deleteAccount(db, member.id, request.params.id, ctx.now()))) {
          throw new ApiError('not_found', 'No such account');
        }
        await applySecurityChange(ctx, member, 'payoutAccount', smsCodeId);
      });
      return ok(null);
    },
  );

  app.get(
    MONEY_PATHS.securityQuestions,
    { schema: { summary: 'The security questions, answered or not' } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      return ok(await questionsOf(member.id, languageOf(request)));
    },
  );

  app.post(
    MONEY_PATHS.securityQuestions,
    { schema: { summary: 'Answer security questions', body: SecurityAnswersBody } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const answers = request.body.answers.map((item) => ({ ...item, answer: String(item.answer).trim() }));
      const known = new Set(
        (await questionsOf(member.id, languageOf(request))).map((question) => question.id),
      );
      const ids = answers.map((item) => item.questionId);
      if (new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
        throw validationFailed({ answers: [{ key: 'validation.question' }] });
      }
      const messages = answers.flatMap((item) => checkField(ANSWER_RULE, item.answer).messages);
      if (messages.length > 0) throw validationFailed({ answers: messages });
      const now = ctx.now();
      // Case and spacing do not matter to a remembered answer.
      const hashes = await Promise.all(
        answers.map(async (item) => await hashPassword(item.answer.toLowerCase().replace(/\s+/g, ' '))),
      );
      await transaction(db, async () => {
        for (const [index, item] of answers.entries()) {
          await saveSecurityAnswer(db, {
            memberId: member.id,
            questionId: item.questionId,
            answerHash: hashes[index] ?? '',
            at: now,
          });
        }
      });
      return ok(null);
    },
  );
}
