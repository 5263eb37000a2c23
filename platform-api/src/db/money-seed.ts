// Money and member-centre demo data for demo01 and agent01: deposits, withdrawals, bets, rewards, a rebate,
// mail, a payout account and a payment password. Every balance change goes through the ledger in time order,
// so balance = sum(ledger) and each row's balance_after is right. Times are relative to the seeding time, in
// Asia/Dhaka days where it matters (the "today" rows are always inside today's Dhaka day).
import { merchantDayStart } from 'shared/dates';
import { hashPasswordSync } from '../lib/password.ts';
import { getRow, run } from './database.ts';
import { insertBet, insertMail, insertReward } from './activity.ts';
import { createWithdrawal, insertAccount, insertDeposit } from './money.ts';
import { postLedgerRow } from './wallets.ts';
import type { Db } from './database.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const CURRENCY = 'BDT';

/** The demo payment password of demo01 and agent01. */
export const SEED_PAYMENT_PASSWORD = '123456';

/** Figures of demo01 that the UI tests may rely on (all minor units). */
export const DEMO01_MONEY = {
  balanceMinor: 1_234_567,
  bkashAccountNumber: '01712345678',
  payeeName: 'Demo Player',
  /** Approved deposits: bKash ৳10,000 (60 days ago), Nagad ৳5,000 (30 days), Rocket ৳2,000 (5 days). */
  approvedDepositsMinor: [1_000_000, 500_000, 200_000],
  /** bKash ৳3,000, pending, created within the last hour; never auto-approved. */
  pendingDepositMinor: 300_000,
  /** ৳3,000 approved 15 days ago; ৳2,000 pending since 2 days ago (already debited). */
  withdrawalsMinor: { approved: 300_000, pending: 200_000 },
  /** Total valid bet ৳15,700: VIP1, 15,700 of 50,000 towards VIP2. */
  totalBetMinor: 1_570_000,
  /** Rebate available now: bets after the seeded automatic rebate (PVP, FISH, SPORTS, RNG, LIVE). */
  availableRebateMinor: 2_280,
  unreadMail: 3,
  mail: 6,
  rewards: { claimable: 3, missions: 1 },
} as const;

/** An approved deposit at `at` with its ledger row (also used by the agency seed). */
export async function deposit(
  db: Db,
  memberId: number,
  channelId: number,
  amountMinor: number,
  reference: string,
  at: number,
): Promise<void> {
  const id = await insertDeposit(db, {
    memberId,
    channelId,
    promoId: null,
    amountMinor,
    bonusMinor: 0,
    turnoverMultiplier: 0,
    reference,
    status: 'approved',
    autoApprove: false,
    idempotencyKey: null,
    requestHash: null,
    at,
    decidedAt: at + 10 * 60 * 1000,
  });
  await postLedgerRow(db, {
    memberId,
    currency: CURRENCY,
    amountMinor,
    kind: 'deposit',
    reference: `DEP-${id}`,
    at,
  });
}

/** A settled bet with its 'bet' (and 'win') ledger rows (also used by the agency seed). */
export async function bet(
  db: Db,
  memberId: number,
  game: [name: string, vendor: string, gameType: string],
  betMinor: number,
  winMinor: number,
  at: number,
): Promise<void> {
  const id = await insertBet(db, {
    memberId,
    gameName: game[0],
    vendor: game[1],
    gameType: game[2],
    betMinor,
    winMinor,
    at,
  });
  await postLedgerRow(db, {
    memberId,
    currency: CURRENCY,
    amountMinor: -betMinor,
    kind: 'bet',
    reference: `BET-${id}`,
    at,
  });
  if (winMinor > 0) {
    await postLedgerRow(db, {
      memberId,
      currency: CURRENCY,
      amountMinor: winMinor,
      kind: 'win',
      reference: `WIN-${id}`,
      at,
    });
  }
}

/** A withdrawal debited at `at` (also used by the agency seed). */
export async function withdrawal(
  db: Db,
  memberId: number,
  accountId: number,
  amountMinor: number,
  at: number,
  status: 'approved' | 'pending',
): Promise<void> {
  await createWithdrawal(db, {
    memberId,
    accountId,
    amountMinor,
    currency: CURRENCY,
    idempotencyKey: null,
    requestHash: null,
    at,
    status,
    decidedAt: status === 'approved' ? at + HOUR : null,
  });
}

async function securitySetup(
  db: Db,
  memberId: number,
  payeeName: string,
  provider: 'BKASH' | 'NAGAD',
  number: string,
  at: number,
) {
  await run(
    db,
    'UPDATE members SET payee_name = ?, payment_password_hash = ? WHERE id = ?',
    payeeName,
    hashPasswordSync(SEED_PAYMENT_PASSWORD),
    memberId,
  );
  return (
    await insertAccount(db, {
      memberId,
      kind: 'e_wallet',
      provider,
      accountNumber: number,
      accountName: payeeName,
      bankName: '',
      at,
    })
  ).id;
}

export async function seedDemoMoney(db: Db, demoId: number, now: number): Promise<void> {
  const ago = (days: number, hours = 0) => now - days * DAY - hours * HOUR;
  // Inside today's Dhaka day even just after midnight.
  const today = (hoursAgo: number) => Math.max(merchantDayStart(now), now - hoursAgo * HOUR);
  const accountId = await securitySetup(
    db,
    demoId,
    DEMO01_MONEY.payeeName,
    'BKASH',
    DEMO01_MONEY.bkashAccountNumber,
    ago(61),
  );

  await deposit(db, demoId, 1, 1_000_000, 'BK7Q2M9X4L', ago(60));
  await deposit(db, demoId, 2, 500_000, 'NG5T8R2K1P', ago(30));
  await bet(db, demoId, ['Mahjong Ways', 'PG', 'RNG'], 1_150_000, 1_070_000, ago(25));
  // An automatic rebate covering the bet above: 1,150,000 × 0.8% = 9,200.
  const rebateId = (await getRow<{ id: number }>(
    db,
    `INSERT INTO rebates (member_id, amount_minor, kind, last_bet_id, created_at)
     VALUES (?, 9200, 'automatic', (SELECT MAX(id) FROM bets WHERE member_id = ?), ?) RETURNING id`,
    demoId,
    demoId,
    ago(20),
  ))!.id;
  const rebate = await postLedgerRow(db, {
    memberId: demoId,
    currency: CURRENCY,
    amountMinor: 9_200,
    kind: 'rebate',
    reference: `REB-${rebateId}`,
    at: ago(20),
  });
  await run(db, 'UPDATE rebates SET ledger_id = ? WHERE id = ?', rebate.id, rebateId);
  await withdrawal(db, demoId, accountId, 300_000, ago(15), 'approved');
  const welcome = await insertReward(db, {
    memberId: demoId,
    title: 'Welcome gift',
    kind: 'promotion',
    amountMinor: 10_000,
    turnoverMultiplier: 1,
    status: 'claimed',
    expiresAt: null,
    at: ago(13),
  });
  await run(db, 'UPDATE rewards SET claimed_at = ? WHERE id = ?', ago(12), welcome);
  await postLedgerRow(db, {
    memberId: demoId,
    currency: CURRENCY,
    amountMinor: 10_000,
    kind: 'reward',
    reference: `RWD-${welcome}`,
    at: ago(12),
  });
  await bet(db, demoId, ['Teen Patti', 'KM', 'PVP'], 40_000, 43_367, ago(10));
  await deposit(db, demoId, 3, 200_000, 'RK3D9F6H2J', ago(5));
  await bet(db, demoId, ['Royal Fishing', 'JL', 'FISH'], 30_000, 12_000, ago(5, -1));
  await bet(db, demoId, ['Cricket: BAN v IND', 'SABA', 'SPORTS'], 200_000, 380_000, ago(3));
  await withdrawal(db, demoId, accountId, 200_000, ago(2), 'pending');
  await bet(db, demoId, ['Super Ace', 'JL', 'RNG'], 50_000, 80_000, today(2));
  await bet(db, demoId, ['Baccarat', 'EVO', 'LIVE'], 100_000, 0, today(1));
  // Waiting for review: not auto-approved, so the seeded balance stays put.
  await insertDeposit(db, {
    memberId: demoId,
    channelId: 1,
    promoId: null,
    amountMinor: DEMO01_MONEY.pendingDepositMinor,
    bonusMinor: 0,
    turnoverMultiplier: 0,
    reference: 'BK8XK2P9Q1',
    autoApprove: false,
    idempotencyKey: null,
    requestHash: null,
    at: today(0.5),
  });

  const rewards: [
    string,
    'promotion' | 'mission',
    number,
    number,
    'claimable' | 'expired',
    number | null,
    number,
  ][] = [
    ['Weekly cashback', 'promotion', 5_000, 1, 'claimable', now + 7 * DAY, ago(1)],
    ['Eid reload gift', 'promotion', 20_000, 3, 'claimable', now + 14 * DAY, ago(3)],
    ['Mission: play 5 slot rounds', 'mission', 2_000, 1, 'claimable', null, ago(2)],
    ['Pohela Boishakh bonus', 'promotion', 15_000, 2, 'expired', ago(3), ago(20)],
  ];
  for (const [title, kind, amountMinor, turnoverMultiplier, status, expiresAt, at] of rewards) {
    await insertReward(db, {
      memberId: demoId,
      title,
      kind,
      amountMinor,
      turnoverMultiplier,
      status,
      expiresAt,
      at,
    });
  }

  const mail: [string, string, number, boolean][] = [
    [
      'Welcome to vsbdtf5',
      'Thank you for joining. Your account is ready: deposit, play and enjoy.',
      ago(61),
      true,
    ],
    ['Deposit approved', 'Your bKash deposit of ৳10,000.00 has been credited to your wallet.', ago(60), true],
    [
      'Withdrawal approved',
      'Your withdrawal of ৳3,000.00 to bKash *******5678 has been paid.',
      ago(15),
      true,
    ],
    ['A reward is waiting', 'Your Eid reload gift of ৳200.00 is ready in the reward centre.', ago(3), false],
    [
      'New: Daily reload 10%',
      'Deposit ৳500 or more once a day and get 10% extra, up to ৳1,000.',
      ago(1),
      false,
    ],
    ['Security tip', 'Never share your payment password. Our staff will never ask for it.', today(3), false],
  ];
  for (const [title, body, at, read] of mail) await insertMail(db, demoId, title, body, at, read);

  await run(db, 'UPDATE members SET turnover_remaining_minor = 0 WHERE id = ?', demoId);
}

export async function seedAgentMoney(db: Db, agentId: number, now: number): Promise<void> {
  const ago = (days: number) => now - days * DAY;
  const accountId = await securitySetup(db, agentId, 'Agent One', 'NAGAD', '01812345678', ago(301));
  await deposit(db, agentId, 4, 4_000_000, 'DBBL20250001', ago(300));
  await deposit(db, agentId, 1, 2_000_000, 'BK1Z9Y8X7W', ago(100));
  await withdrawal(db, agentId, accountId, 1_000_000, ago(50), 'approved');
  await bet(db, agentId, ['Lightning Roulette', 'EVO', 'LIVE'], 100_000, 100_000, ago(7));
  await insertReward(db, {
    memberId: agentId,
    title: 'Agent weekly bonus',
    kind: 'promotion',
    amountMinor: 5_000,
    turnoverMultiplier: 1,
    expiresAt: now + 7 * DAY,
    at: ago(1),
  });
  await insertMail(
    db,
    agentId,
    'Contracts waiting',
    'You have daily-salary, dividend and hourly contracts to review.',
    ago(1),
    false,
  );
  await run(db, 'UPDATE members SET turnover_remaining_minor = 0 WHERE id = ?', agentId);
}
