// Agency-centre demo data, written by the seed on a fresh database and by migration 009 on a database
// seeded before it (one function for both; it expects agent01 and its base downline to exist and adds the
// rest): agent01's tree five levels deep with deposits, withdrawals and bets over the last 40 days, rebate rates
// of members and affiliate links, agent01's contracts (three tiered offers, an active daily salary with its
// earnings, a rejected dividend), an offer to subagent01, and an unrelated agent02 with its own small tree.
// Times are relative to the seeding time in Asia/Dhaka days; "today" rows always fall inside today's Dhaka day.
import { DAY_MS, merchantDayStart } from 'shared/dates';
import { hashPasswordSync } from '../lib/password.ts';
import { setRates, teamTotals } from './agency.ts';
import { insertContract, insertEarning } from './contracts.ts';
import { getRow, run } from './database.ts';
import { insertAccount } from './money.ts';
import { bet, deposit, SEED_PAYMENT_PASSWORD, withdrawal } from './money-seed.ts';
import type { Db } from './database.ts';
import type { ContractKind } from './contracts.ts';
import type { ContractTier, RebateRates } from 'shared/contract';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;
/**
 * scrypt cost of these demo accounts' hashes: their passwords are published in the README, so the full cost would
 * protect nothing and would make every seeded (test) database a second slower.
 */
const DEMO_HASH_COST = 1024;

/** [RNG, LIVE, SPORTS, FISH, PVP, LOTT] */
const rates = (...values: [number, number, number, number, number, number]): RebateRates => ({
  RNG: values[0],
  LIVE: values[1],
  SPORTS: values[2],
  FISH: values[3],
  PVP: values[4],
  LOTT: values[5],
});
const flat = (permille: number) => rates(permille, permille, permille, permille, permille, permille);

type Game = 'RNG' | 'LIVE' | 'SPORTS' | 'FISH' | 'PVP';
const GAMES: Record<Game, [name: string, vendor: string, gameType: string]> = {
  RNG: ['Super Ace', 'JL', 'RNG'],
  LIVE: ['Baccarat', 'EVO', 'LIVE'],
  SPORTS: ['Cricket: BAN v PAK', 'SABA', 'SPORTS'],
  FISH: ['Royal Fishing', 'JL', 'FISH'],
  PVP: ['Teen Patti', 'KM', 'PVP'],
};

/** Amounts in taka; `days` = Dhaka days ago (0 = today). Each member's events are listed oldest first. */
type Activity =
  | ['dep', days: number, taka: number]
  | ['wd', days: number, taka: number]
  | ['bet', days: number, game: Game, stake: number, win: number];

interface TreeMember {
  account: string;
  parent: string;
  type: number;
  /** Levels below agent01 (or agent02). */
  level: number;
  /** null: created by the base seed (30 days before seeding), left as it is. */
  regDaysAgo: number | null;
  status?: 'disabled';
  rebate: RebateRates;
  activity: Activity[];
}

const PLAYER = flat(5);

/** agent01's team: 26 members, levels 1 to 5 (12 direct). */
const AGENT01_TREE: TreeMember[] = [
  {
    account: 'subagent01',
    parent: 'agent01',
    type: 1,
    level: 1,
    regDaysAgo: null,
    rebate: rates(12, 12, 10, 12, 10, 8),
    activity: [
      ['dep', 29, 20_000],
      ['bet', 28, 'LIVE', 5_000, 4_200],
      ['bet', 17, 'SPORTS', 3_000, 5_100],
      ['wd', 16, 4_000],
      ['bet', 1, 'RNG', 2_000, 1_500],
      ['bet', 0, 'LIVE', 1_000, 0],
    ],
  },
  {
    account: 'player11',
    parent: 'agent01',
    type: 0,
    level: 1,
    regDaysAgo: null,
    rebate: flat(10),
    // Kept blank (no money, no payment password): the member-centre tests start from nothing with it.
    activity: [],
  },
  {
    account: 'player12',
    parent: 'agent01',
    type: 0,
    level: 1,
    regDaysAgo: null,
    rebate: PLAYER,
    activity: [
      ['dep', 24, 2_000],
      ['bet', 24, 'PVP', 600, 400],
      ['wd', 13, 800],
    ],
  },
  {
    account: 'blocked01',
    parent: 'agent01',
    type: 0,
    level: 1,
    regDaysAgo: null,
    status: 'disabled',
    rebate: PLAYER,
    activity: [
      ['dep', 28, 1_000],
      ['bet', 27, 'RNG', 1_000, 0],
    ],
  },
  {
    account: 'player13',
    parent: 'agent01',
    type: 0,
    level: 1,
    regDaysAgo: 45,
    rebate: PLAYER,
    activity: [
      ['dep', 39, 10_000],
      ['bet', 38, 'SPORTS', 4_000, 7_000],
      ['wd', 31, 6_000],
      ['dep', 4, 2_000],
      ['bet', 4, 'RNG', 1_000, 600],
    ],
  },
  {
    account: 'player14',
    parent: 'agent01',
    type: 0,
    level: 1,
    regDaysAgo: 38,
    rebate: PLAYER,
    activity: [
      ['dep', 37, 3_000],
      ['bet', 36, 'FISH', 1_000, 400],
      ['bet', 6, 'LIVE', 800, 1_600],
      ['wd', 0, 2_000],
    ],
  },
  {
    account: 'player15',
    parent: 'agent01',
    type: 0,
    level: 1,
    regDaysAgo: 20,
    rebate: PLAYER,
    activity: [
      ['dep', 19, 1_500],
      ['bet', 17, 'RNG', 700, 0],
      ['bet', 1, 'PVP', 300, 450],
    ],
  },
  {
    account: 'player16',
    parent: 'agent01',
    type: 0,
    level: 1,
    regDaysAgo: 12,
    rebate: PLAYER,
    activity: [
      ['dep', 11, 2_500],
      ['bet', 10, 'LIVE', 1_000, 1_900],
      ['wd', 1, 2_000],
    ],
  },
  {
    account: 'player17',
    parent: 'agent01',
    type: 0,
    level: 1,
    regDaysAgo: 1,
    rebate: PLAYER,
    activity: [
      ['dep', 1, 1_000],
      ['bet', 1, 'RNG', 400, 100],
    ],
  },
  {
    account: 'player18',
    parent: 'agent01',
    type: 0,
    level: 1,
    regDaysAgo: 0,
    rebate: PLAYER,
    activity: [
      ['dep', 0, 500],
      ['bet', 0, 'RNG', 200, 0],
    ],
  },
  {
    account: 'player19',
    parent: 'agent01',
    type: 0,
    level: 1,
    regDaysAgo: 35,
    rebate: PLAYER,
    activity: [
      ['dep', 29, 5_000],
      ['bet', 29, 'RNG', 1_200, 900],
      ['bet', 9, 'FISH', 800, 1_300],
      ['dep', 2, 3_000],
      ['bet', 1, 'RNG', 1_500, 0],
      ['bet', 0, 'RNG', 500, 800],
    ],
  },
  {
    account: 'partner01',
    parent: 'agent01',
    type: 2,
    level: 1,
    regDaysAgo: 50,
    rebate: flat(10),
    activity: [
      ['dep', 39, 8_000],
      ['bet', 33, 'SPORTS', 2_000, 1_000],
      ['bet', 2, 'LIVE', 1_500, 2_700],
    ],
  },
  {
    account: 'subagent02',
    parent: 'subagent01',
    type: 1,
    level: 2,
    regDaysAgo: null,
    rebate: rates(10, 10, 8, 10, 8, 6),
    activity: [
      ['dep', 29, 8_000],
      ['bet', 26, 'LIVE', 2_500, 2_000],
      ['bet', 0, 'SPORTS', 1_000, 2_500],
    ],
  },
  {
    account: 'player21',
    parent: 'subagent01',
    type: 0,
    level: 2,
    regDaysAgo: null,
    rebate: PLAYER,
    activity: [
      ['dep', 28, 2_000],
      ['bet', 20, 'RNG', 900, 1_400],
      ['wd', 12, 1_500],
    ],
  },
  {
    account: 'player22',
    parent: 'subagent01',
    type: 0,
    level: 2,
    regDaysAgo: 42,
    rebate: PLAYER,
    activity: [
      ['dep', 38, 4_000],
      ['bet', 37, 'RNG', 1_800, 600],
      ['bet', 13, 'FISH', 700, 900],
      ['bet', 1, 'RNG', 600, 0],
    ],
  },
  {
    account: 'player23',
    parent: 'subagent01',
    type: 0,
    level: 2,
    regDaysAgo: 33,
    rebate: PLAYER,
    activity: [
      ['dep', 33, 1_000],
      ['bet', 32, 'PVP', 500, 700],
    ],
  },
  {
    account: 'player24',
    parent: 'subagent01',
    type: 0,
    level: 2,
    regDaysAgo: 9,
    rebate: PLAYER,
    activity: [
      ['dep', 8, 1_200],
      ['bet', 6, 'RNG', 500, 250],
      ['bet', 0, 'FISH', 300, 0],
    ],
  },
  {
    account: 'player25',
    parent: 'subagent01',
    type: 0,
    level: 2,
    regDaysAgo: 0,
    rebate: PLAYER,
    activity: [['dep', 0, 1_000]],
  },
  {
    account: 'player31',
    parent: 'subagent02',
    type: 0,
    level: 3,
    regDaysAgo: null,
    rebate: PLAYER,
    activity: [
      ['dep', 29, 1_500],
      ['bet', 22, 'SPORTS', 1_000, 0],
      ['bet', 2, 'RNG', 300, 600],
    ],
  },
  {
    account: 'subagent03',
    parent: 'subagent02',
    type: 1,
    level: 3,
    regDaysAgo: 28,
    rebate: rates(8, 8, 6, 8, 6, 5),
    activity: [
      ['dep', 27, 6_000],
      ['bet', 25, 'LIVE', 2_000, 1_000],
      ['wd', 8, 1_500],
      ['bet', 1, 'LIVE', 1_200, 2_400],
    ],
  },
  {
    account: 'player32',
    parent: 'subagent02',
    type: 0,
    level: 3,
    regDaysAgo: 25,
    rebate: PLAYER,
    activity: [
      ['dep', 24, 900],
      ['bet', 15, 'RNG', 400, 200],
    ],
  },
  {
    account: 'player33',
    parent: 'subagent02',
    type: 0,
    level: 3,
    regDaysAgo: 5,
    rebate: PLAYER,
    activity: [
      ['dep', 5, 700],
      ['bet', 3, 'FISH', 300, 450],
      ['bet', 0, 'RNG', 200, 100],
    ],
  },
  {
    account: 'player41',
    parent: 'subagent03',
    type: 0,
    level: 4,
    regDaysAgo: 26,
    rebate: PLAYER,
    activity: [
      ['dep', 25, 1_200],
      ['bet', 19, 'RNG', 600, 300],
      ['bet', 1, 'SPORTS', 400, 0],
    ],
  },
  {
    account: 'player42',
    parent: 'subagent03',
    type: 0,
    level: 4,
    regDaysAgo: 14,
    rebate: PLAYER,
    activity: [
      ['dep', 14, 800],
      ['bet', 7, 'PVP', 300, 550],
    ],
  },
  {
    account: 'subagent04',
    parent: 'subagent03',
    type: 1,
    level: 4,
    regDaysAgo: 22,
    rebate: flat(5),
    activity: [
      ['dep', 21, 3_000],
      ['bet', 18, 'LIVE', 900, 0],
      ['bet', 0, 'RNG', 500, 950],
    ],
  },
  {
    account: 'player51',
    parent: 'subagent04',
    type: 0,
    level: 5,
    regDaysAgo: 18,
    rebate: PLAYER,
    activity: [
      ['dep', 17, 600],
      ['bet', 11, 'RNG', 300, 0],
      ['bet', 0, 'RNG', 200, 320],
    ],
  },
];

/** agent02's team: unrelated to agent01 (agent01 must never see or touch it). */
const AGENT02_TREE: TreeMember[] = [
  {
    account: 'bsub01',
    parent: 'agent02',
    type: 1,
    level: 1,
    regDaysAgo: 60,
    rebate: flat(12),
    activity: [
      ['dep', 10, 3_000],
      ['bet', 9, 'RNG', 1_000, 500],
    ],
  },
  {
    account: 'bplayer01',
    parent: 'agent02',
    type: 0,
    level: 1,
    regDaysAgo: 40,
    rebate: PLAYER,
    activity: [
      ['dep', 3, 2_000],
      ['bet', 0, 'RNG', 500, 300],
    ],
  },
  {
    account: 'bplayer02',
    parent: 'agent02',
    type: 0,
    level: 1,
    regDaysAgo: 20,
    rebate: PLAYER,
    activity: [['dep', 2, 800]],
  },
  {
    account: 'bplayer11',
    parent: 'bsub01',
    type: 0,
    level: 2,
    regDaysAgo: 15,
    rebate: PLAYER,
    activity: [
      ['dep', 1, 500],
      ['bet', 0, 'LIVE', 200, 0],
    ],
  },
];

const tier = (
  minActiveMembers: number,
  minTeamBetMinor: number,
  amountMinor: number,
  sharePermille = 0,
): ContractTier => ({ minActiveMembers, minTeamBetMinor, amountMinor, sharePermille });

/** The contract-dividend prompt's text per kind (as the base seed writes it). */
export const CONTRACT_REQUIREMENTS: Readonly<Record<ContractKind, string>> = {
  daily_salary: 'DAILY_SALARY',
  dividend: 'MONTHLY',
  hourly_salary: 'HOURLY',
};

/** agent01's offers, made a day before seeding (ids 1, 2, 3 on a fresh database). */
const AGENT01_OFFERS: [ContractKind, ContractTier[]][] = [
  ['daily_salary', [tier(5, 1_000_000, 50_000), tier(10, 5_000_000, 150_000), tier(20, 20_000_000, 500_000)]],
  ['dividend', [tier(5, 5_000_000, 0, 200), tier(15, 20_000_000, 0, 300), tier(30, 50_000_000, 0, 400)]],
  ['hourly_salary', [tier(3, 100_000, 5_000), tier(5, 500_000, 15_000)]],
];

/** The daily salary agent01 accepted 59 days before seeding (id 4): ৳200 or ৳600 a day. */
const ACTIVE_DAILY_TIERS = [tier(2, 100_000, 20_000), tier(5, 500_000, 60_000)];

export const AGENCY_SEED = {
  agent01: { account: 'agent01', password: 'agent1234', ownRates: flat(15), balanceMinor: 5_000_000 },
  agent02: { account: 'agent02', password: 'agent1234', ownRates: flat(20), balanceMinor: 2_000_000 },
  memberPassword: 'member1234',
  paymentPassword: SEED_PAYMENT_PASSWORD,
  /** Accounts with the payment password besides demo01 and agent01 (upline-transfer demos). */
  withPaymentPassword: ['agent02', 'subagent01', 'player19'],
  agent01Tree: AGENT01_TREE.map(({ account, parent, type, level, status }) => ({
    account,
    parent,
    type,
    level,
    status: status ?? 'active',
  })),
  agent02Tree: AGENT02_TREE.map(({ account, parent, type, level }) => ({ account, parent, type, level })),
  /** agent01's team KPI for today and yesterday (minor units), the same on any seeding clock. */
  kpi: {
    today: {
      members: 26,
      newMembers: 2,
      activeMembers: 8,
      depositMinor: 150_000,
      withdrawalMinor: 200_000,
      betMinor: 390_000,
      profitMinor: -77_000,
    },
    yesterday: {
      members: 26,
      newMembers: 1,
      activeMembers: 7,
      depositMinor: 100_000,
      withdrawalMinor: 200_000,
      betMinor: 640_000,
      profitMinor: 195_000,
    },
  },
  /** Affiliate links and the rates a member registering by them gets. */
  linkRates: { AG01LINK: flat(5), AG01VIP: flat(10), AG01DOM: flat(8), AG02LINK: flat(5) },
  /** Contract ids on a fresh database. */
  contracts: {
    agent01Offers: { daily_salary: 1, dividend: 2, hourly_salary: 3 },
    agent01ActiveDaily: 4,
    agent01RejectedDividend: 5,
    subagent01Offer: 6,
    agent02Offer: 7,
  },
  activeDailyTiers: ACTIVE_DAILY_TIERS,
} as const;

// ---------- writers ----------

const idOf = async (db: Db, account: string) =>
  (await getRow<{ id: number }>(db, 'SELECT id FROM members WHERE lower(account) = lower(?)', account))?.id;

/** Epoch ms of event `slot` (0, 1, 2…) on the Dhaka day `days` ago; today's are just before `now`. */
function timeOf(now: number, days: number, slot: number): number {
  if (days === 0) return Math.max(merchantDayStart(now), now - (10 - slot) * 10 * MINUTE);
  return merchantDayStart(now) - days * DAY_MS + 9 * HOUR + slot * 30 * MINUTE;
}

async function ensureMember(db: Db, member: TreeMember, parentId: number, now: number): Promise<number> {
  const existing = await idOf(db, member.account);
  if (existing !== undefined) return existing;
  return (await getRow<{ id: number }>(
    db,
    `INSERT INTO members (account, password_hash, nickname, type, reg_date, to_upline, parent_id, status)
     VALUES (?, ?, '', ?, ?, 1, ?, ?) RETURNING id`,
    member.account,
    hashPasswordSync(AGENCY_SEED.memberPassword, DEMO_HASH_COST),
    member.type,
    timeOf(now, member.regDaysAgo ?? 30, 0),
    parentId,
    member.status ?? 'active',
  ))!.id;
}

async function payoutAccount(db: Db, memberId: number, account: string, at: number): Promise<number> {
  return (
    await insertAccount(db, {
      memberId,
      kind: 'e_wallet',
      provider: 'BKASH',
      accountNumber: `017${String(memberId).padStart(8, '0')}`,
      accountName: account,
      bankName: '',
      at,
    })
  ).id;
}

async function seedActivity(db: Db, memberId: number, member: TreeMember, now: number): Promise<void> {
  const slots = new Map<number, number>();
  let accountId: number | undefined;
  for (const [index, event] of member.activity.entries()) {
    const days = event[1];
    const slot = (slots.get(days) ?? 0) + 1;
    slots.set(days, slot);
    const at = timeOf(now, days, slot);
    const reference = `BK${member.account.toUpperCase()}${index}`;
    if (event[0] === 'dep') await deposit(db, memberId, 1, event[2] * 100, reference, at);
    if (event[0] === 'bet') await bet(db, memberId, GAMES[event[2]], event[3] * 100, event[4] * 100, at);
    if (event[0] === 'wd') {
      accountId ??= await payoutAccount(
        db,
        memberId,
        member.account,
        timeOf(now, member.regDaysAgo ?? 29, 0),
      );
      await withdrawal(db, memberId, accountId, event[2] * 100, at, days === 0 ? 'pending' : 'approved');
    }
  }
}

async function seedTree(db: Db, tree: TreeMember[], now: number): Promise<void> {
  for (const member of tree) {
    const parentId = await idOf(db, member.parent);
    if (parentId === undefined) throw new Error(`agency seed: no parent ${member.parent}`);
    const id = await ensureMember(db, member, parentId, now);
    await setRates(db, id, member.rebate);
    await seedActivity(db, id, member, now);
  }
}

async function setPaymentPassword(db: Db, account: string): Promise<void> {
  await run(
    db,
    'UPDATE members SET payment_password_hash = ? WHERE lower(account) = lower(?)',
    hashPasswordSync(SEED_PAYMENT_PASSWORD, DEMO_HASH_COST),
    account,
  );
}

async function seedAgent02(db: Db, now: number): Promise<number> {
  const id = (await getRow<{ id: number }>(
    db,
    `INSERT INTO members (account, password_hash, nickname, type, reg_date, to_upline, parent_id, status)
     VALUES (?, ?, 'Agent Two', 1, ?, 0, NULL, 'active') RETURNING id`,
    AGENCY_SEED.agent02.account,
    hashPasswordSync(AGENCY_SEED.agent02.password, DEMO_HASH_COST),
    now - 200 * DAY_MS,
  ))!.id;
  await setRates(db, id, AGENCY_SEED.agent02.ownRates);
  await deposit(db, id, 4, AGENCY_SEED.agent02.balanceMinor, 'DBBL20250002', now - 150 * DAY_MS);
  await run(
    db,
    'INSERT INTO affiliate_links (code, owner_id, domain, created_at, rebate_rates) VALUES (?, ?, ?, ?, ?)',
    'AG02LINK',
    id,
    '',
    now - 100 * DAY_MS,
    JSON.stringify(AGENCY_SEED.linkRates.AG02LINK),
  );
  return id;
}

/** agent01's offers: the base seed's offers of a database seeded before get the tiers; a fresh one gets them new. */
async function seedOffers(db: Db, agentId: number, now: number): Promise<void> {
  for (const [kind, tiers] of AGENT01_OFFERS) {
    const existing = await getRow<{ id: number }>(
      db,
      `SELECT id FROM contracts WHERE member_id = ? AND kind = ? AND status = 'offered'
       ORDER BY created_at DESC, id DESC LIMIT 1`,
      agentId,
      kind,
    );
    if (existing) {
      await run(db, 'UPDATE contracts SET tiers = ? WHERE id = ?', JSON.stringify(tiers), existing.id);
    } else {
      await insertContract(db, {
        memberId: agentId,
        kind,
        requirement: CONTRACT_REQUIREMENTS[kind],
        tiers,
        status: 'offered',
        offeredAt: now - DAY_MS,
      });
    }
  }
}

/**
 * The accepted daily salary's earnings: each settled Dhaka day from its start to yesterday whose team figures
 * reach a tier (active members and team bets, as the team KPI counts them) pays that tier's salary.
 */
async function seedDailyEarnings(
  db: Db,
  agentId: number,
  contractId: number,
  startMs: number,
  now: number,
): Promise<void> {
  for (let day = startMs; day + DAY_MS <= merchantDayStart(now); day += DAY_MS) {
    const totals = await teamTotals(db, agentId, { startMs: day, endMs: day + DAY_MS });
    const reached = ACTIVE_DAILY_TIERS.findLastIndex(
      (t) => totals.activeMembers >= t.minActiveMembers && totals.betMinor >= t.minTeamBetMinor,
    );
    const paid = ACTIVE_DAILY_TIERS[reached];
    if (paid) {
      await insertEarning(db, contractId, {
        periodStart: day,
        periodEnd: day + DAY_MS,
        tier: reached + 1,
        amountMinor: paid.amountMinor,
      });
    }
  }
}

async function seedContracts(db: Db, agentId: number, agent02Id: number, now: number): Promise<void> {
  await seedOffers(db, agentId, now);
  const decidedAt = now - 59 * DAY_MS;
  const activeId = await insertContract(db, {
    memberId: agentId,
    kind: 'daily_salary',
    requirement: CONTRACT_REQUIREMENTS.daily_salary,
    tiers: ACTIVE_DAILY_TIERS,
    status: 'active',
    offeredAt: now - 60 * DAY_MS,
    decidedAt,
  });
  await seedDailyEarnings(db, agentId, activeId, merchantDayStart(decidedAt) + DAY_MS, now);
  await insertContract(db, {
    memberId: agentId,
    kind: 'dividend',
    requirement: CONTRACT_REQUIREMENTS.dividend,
    tiers: [tier(10, 10_000_000, 0, 150), tier(20, 30_000_000, 0, 250)],
    status: 'rejected',
    offeredAt: now - 20 * DAY_MS,
    decidedAt: now - 19 * DAY_MS,
  });
  const sub = await idOf(db, 'subagent01');
  if (sub !== undefined) {
    await insertContract(db, {
      memberId: sub,
      kind: 'daily_salary',
      requirement: CONTRACT_REQUIREMENTS.daily_salary,
      tiers: [tier(3, 300_000, 10_000), tier(6, 1_000_000, 30_000)],
      status: 'offered',
      offeredAt: now - DAY_MS,
    });
  }
  await insertContract(db, {
    memberId: agent02Id,
    kind: 'dividend',
    requirement: CONTRACT_REQUIREMENTS.dividend,
    tiers: [tier(3, 1_000_000, 0, 250), tier(8, 5_000_000, 0, 350)],
    status: 'offered',
    offeredAt: now - 2 * DAY_MS,
  });
}

/** Writes the agency data; agent01 and its base downline must exist (a database without them is skipped). */
export async function seedAgency(db: Db, now: number): Promise<void> {
  const agentId = await idOf(db, AGENCY_SEED.agent01.account);
  if (agentId === undefined || (await idOf(db, AGENCY_SEED.agent02.account)) !== undefined) return;
  await setRates(db, agentId, AGENCY_SEED.agent01.ownRates);
  for (const [code, linkRates] of Object.entries(AGENCY_SEED.linkRates)) {
    await run(
      db,
      'UPDATE affiliate_links SET rebate_rates = ? WHERE lower(code) = lower(?)',
      JSON.stringify(linkRates),
      code,
    );
  }
  await seedTree(db, AGENT01_TREE, now);
  const agent02Id = await seedAgent02(db, now);
  await seedTree(db, AGENT02_TREE, now);
  for (const account of AGENCY_SEED.withPaymentPassword) await setPaymentPassword(db, account);
  await seedContracts(db, agentId, agent02Id, now);
}
