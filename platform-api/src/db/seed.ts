// Demo data for a fresh database: merchant config, demo and agent accounts with ledger history, a downline,
// banners, announcements (in English and Bengali), vendors, games, the content (promotions, help, chat…) and the agency data
// (agency-seed.ts: the deeper tree, contracts, agent02).
// Only the seed knows these values; routes read the database.
import { MERCHANT_CODE, WHITE_LABEL_FLAGS } from 'shared/contract';
import { hashPasswordSync } from '../lib/password.ts';
import { getRow, run, transaction } from './database.ts';
import { insertDefaultRegisterConfig } from './register-config.ts';
import { POSTGRES_RESYNC_IDENTITIES_SQL } from './postgres/schema.ts';
import type { Db } from './database.ts';
import { seedAgentMoney, seedDemoMoney } from './money-seed.ts';
import { seedGames } from './games-seed.ts';
import { seedContent, seedPromotionTranslations } from './content-seed.ts';
import { writeTranslation } from './content-texts.ts';
import type { ContentText } from './content-texts.ts';
import { seedAgency } from './agency-seed.ts';
import type { BannerGroup, GameType } from 'shared/contract';

const DAY = 24 * 60 * 60 * 1000;
const CURRENCY = 'BDT';

export const SEED_ACCOUNTS = {
  demo: {
    account: 'demo01',
    password: 'demo1234',
    balanceMinor: 1_234_567,
    email: 'demo01@example.com',
    mobile: '1712345678',
  },
  agent: { account: 'agent01', password: 'agent1234', balanceMinor: 5_000_000, mobile: '1812345678' },
  /** Downline members share this password; `blocked01` is disabled. */
  downlinePassword: 'member1234',
} as const;

/** agent01's affiliate links: two valid on any domain, one bound to its own domain. */
export const SEED_AFFILIATE_LINKS = [
  { code: 'AG01LINK', domain: '' },
  { code: 'AG01VIP', domain: '' },
  { code: 'AG01DOM', domain: 'agent01.example.com' },
] as const;

export async function seedDatabase(db: Db, now: number): Promise<void> {
  await transaction(db, async () => {
    await seedMerchant(db);
    await seedMembers(db, now);
    // agent01's deeper tree, activity, rebate rates, contracts and agent02.
    await seedAgency(db, now);
    await seedBanners(db);
    await seedAnnouncements(db, now);
    await seedVendors(db);
    await seedGames(db, now);
    await seedContent(db, now);
    await seedPromotionTranslations(db);
    // The seed writes its own ids: new rows take theirs after the largest.
    await db.exec(POSTGRES_RESYNC_IDENTITIES_SQL);
  });
}

async function seedMerchant(db: Db): Promise<void> {
  const off = new Set<string>(['FACEBOOKLOGIN3', 'GOOGLELOGIN3']);
  const flags = Object.fromEntries(WHITE_LABEL_FLAGS.map((flag) => [flag, !off.has(flag)]));
  const links = {
    whatsapp: 'https://wa.me/8801700000000',
    telegram: 'https://t.me/vsbdtf5_support',
    facebook: 'https://www.facebook.com/vsbdtf5',
    customerService: 'https://wa.me/8801700000001',
  };
  await run(
    db,
    `INSERT INTO merchant_config (merchant_code, currency, currency_symbol, currency_scale, minimum_age, flags, links)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    MERCHANT_CODE,
    CURRENCY,
    '৳',
    100,
    18,
    JSON.stringify(flags),
    JSON.stringify(links),
  );
  await insertDefaultRegisterConfig(db, MERCHANT_CODE);
}

interface MemberSeed {
  account: string;
  password: string;
  nickname: string;
  type: number;
  parentId: number | null;
  status?: 'active' | 'disabled';
  regDaysAgo: number;
}

async function insertMember(db: Db, seed: MemberSeed, now: number): Promise<number> {
  return (await getRow<{ id: number }>(
    db,
    `INSERT INTO members (account, password_hash, nickname, type, reg_date, to_upline, parent_id, status)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) RETURNING id`,
    seed.account,
    hashPasswordSync(seed.password),
    seed.nickname,
    seed.type,
    now - seed.regDaysAgo * DAY,
    seed.parentId === null ? 0 : 1,
    seed.parentId,
    seed.status ?? 'active',
  ))!.id;
}

async function seedMembers(db: Db, now: number): Promise<void> {
  const demoId = await insertMember(
    db,
    { ...SEED_ACCOUNTS.demo, nickname: '', type: 0, parentId: null, regDaysAgo: 90 },
    now,
  );
  await run(
    db,
    `UPDATE members SET email = ?, mobile = ?, country_dialing_code = '880' WHERE id = ?`,
    SEED_ACCOUNTS.demo.email,
    SEED_ACCOUNTS.demo.mobile,
    demoId,
  );
  // Deposits, withdrawals, bets, rewards, a rebate and mail netting ৳12,345.67 (see money-seed.ts).
  await seedDemoMoney(db, demoId, now);

  const agentId = await insertMember(
    db,
    { ...SEED_ACCOUNTS.agent, nickname: 'Agent One', type: 1, parentId: null, regDaysAgo: 365 },
    now,
  );
  await run(
    db,
    `UPDATE members SET mobile = ?, country_dialing_code = '880' WHERE id = ?`,
    SEED_ACCOUNTS.agent.mobile,
    agentId,
  );
  for (const link of SEED_AFFILIATE_LINKS) {
    await run(
      db,
      'INSERT INTO affiliate_links (code, owner_id, domain, created_at) VALUES (?, ?, ?, ?)',
      link.code,
      agentId,
      link.domain,
      now - 30 * DAY,
    );
  }
  // ৳60,000 in, ৳10,000 out, one even bet: ৳50,000.00.
  await seedAgentMoney(db, agentId, now);
  // agent01's base downline, three levels deep (agency-seed.ts adds the rest of the tree).
  const password = SEED_ACCOUNTS.downlinePassword;
  const member = async (account: string, type: number, parentId: number, status?: 'disabled') =>
    await insertMember(
      db,
      { account, password, nickname: '', type, parentId, regDaysAgo: 30, ...(status && { status }) },
      now,
    );
  const sub1 = await member('subagent01', 1, agentId);
  await member('player11', 0, agentId);
  await member('player12', 0, agentId);
  await member('blocked01', 0, agentId, 'disabled');
  const sub2 = await member('subagent02', 1, sub1);
  await member('player21', 0, sub1);
  await member('player31', 0, sub2);
}

const BANNERS: [BannerGroup, string, string][] = [
  ['m_home', 'Welcome Bonus 100%', '/m/activity'],
  ['m_home', 'Daily Cashback 1.2%', '/m/activity'],
  ['m_home', 'Invite Friends, Earn More', '/m/inviteFriends'],
  ['m_home', 'JILI Slots Festival', '/m/jili-games'],
  ['m_rng', 'Slots Weekly Jackpot', '/m/slot-games'],
  ['m_sports', 'Cricket Mega Odds', '/m/sport-games'],
  ['m_pvp', 'Poker Tournament', '/m/poker-games'],
  ['m_live', 'Live Casino Rebate', '/m/live-games'],
  ['m_fish', 'Fishing Frenzy', '/m/fishing-games'],
  ['m_lott', 'Lottery Daily Draw', '/m/lott'],
  ['m_elott', 'E-Lottery Fast Draw', '/m/elott'],
  ['m_reg', 'Join Now: Bonus on Sign-up', ''],
  ['m_promotion', 'First Deposit 100% Bonus', '/m/activity'],
  ['m_promotion', 'Weekend Reload 50%', '/m/activity'],
];

async function seedBanners(db: Db): Promise<void> {
  const sequenceOf = new Map<string, number>();
  for (const [index, [group, title, url]] of BANNERS.entries()) {
    const sequence = (sequenceOf.get(group) ?? 0) + 1;
    sequenceOf.set(group, sequence);
    const hue = Math.round((index * 360) / BANNERS.length);
    const id = (await getRow<{ id: number }>(
      db,
      'INSERT INTO banners (title, group_name, url, sequence, hue) VALUES (?, ?, ?, ?, ?) RETURNING id',
      title,
      group,
      url,
      sequence,
      hue,
    ))!.id;
    await run(db, 'UPDATE banners SET image_url = ? WHERE id = ?', `/static/banners/${id}.svg`, id);
  }
}

interface AnnouncementSeed {
  type: 'PL' | 'PU' | 'H';
  /** The English text: the announcement row's own. */
  title: string;
  content: string;
  bn: ContentText;
  url: string;
}

const ANNOUNCEMENTS: AnnouncementSeed[] = [
  {
    type: 'PL',
    title: 'Scheduled maintenance',
    content:
      '<p>Scheduled maintenance on <strong>Tuesday 02:00-04:00</strong>. Games will be unavailable.</p>',
    bn: {
      title: 'নির্ধারিত রক্ষণাবেক্ষণ',
      content:
        '<p>নির্ধারিত রক্ষণাবেক্ষণ চলবে <strong>মঙ্গলবার রাত ২টা থেকে ৪টা</strong> পর্যন্ত। এ সময় গেম খেলা যাবে না।</p>',
    },
    url: '',
  },
  {
    type: 'PL',
    title: 'Welcome to vsbdtf5',
    // Deliberately unsafe markup, in both languages: the site must sanitise announcement HTML before rendering it.
    content:
      '<p>Welcome! Enjoy 600+ games.</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>',
    bn: {
      title: 'vsbdtf5-এ স্বাগতম',
      content:
        '<p>স্বাগতম! ৬০০+ গেম উপভোগ করুন।</p><img src="x" onerror="alert(\'xss\')"><script>alert("xss")</script>',
    },
    url: '',
  },
  {
    type: 'PU',
    title: 'Deposit bonus this week',
    content: '<h3>Deposit bonus</h3><p>Deposit <em>৳500</em> or more and get <strong>10%</strong> extra.</p>',
    bn: {
      title: 'এই সপ্তাহের জমা বোনাস',
      content:
        '<h3>জমা বোনাস</h3><p><em>৳৫০০</em> বা তার বেশি জমা দিন আর পান <strong>১০%</strong> বাড়তি।</p>',
    },
    url: '',
  },
  {
    type: 'H',
    title: 'Hot: JILI Super Ace',
    content: '<p>Try the most popular slot of the week.</p>',
    bn: { title: 'হট: JILI Super Ace', content: '<p>এই সপ্তাহের সবচেয়ে জনপ্রিয় স্লটটি খেলে দেখুন।</p>' },
    url: '/m/jili-games',
  },
];

/** The announcements in English with their Bengali texts; promotions (type PR) are content-seed.ts's since 008. */
async function seedAnnouncements(db: Db, now: number): Promise<void> {
  for (const [index, announcement] of ANNOUNCEMENTS.entries()) {
    const id = (await getRow<{ id: number }>(
      db,
      `INSERT INTO announcements (title, content, start_date, url, type, group_name, images, sequence)
       VALUES (?, ?, ?, ?, ?, '', '[]', ?) RETURNING id`,
      announcement.title,
      announcement.content,
      now - (ANNOUNCEMENTS.length - index) * DAY,
      announcement.url,
      announcement.type,
      index + 1,
    ))!.id;
    await writeTranslation(db, 'announcement', id, 'bn', announcement.bn);
  }
}

const SLOT_CLASSIFY = [
  { key: 'SLOT', displayName: 'Slots' },
  { key: 'JP', displayName: 'Jackpot' },
  { key: 'FeatureBuy', displayName: 'Feature Buy' },
];

const VENDORS: [GameType, string, string, GameType, 0 | 1][] = [
  ['RNG', 'JL', 'JILI', 'RNG', 1],
  ['RNG', 'PG', 'PG Soft', 'RNG', 1],
  ['RNG', 'JDB', 'JDB', 'RNG', 0],
  ['RNG', 'RTG', 'RTG Slots', 'RNG', 0],
  ['RNG', 'PP', 'Pragmatic Play', 'RNG', 0],
  ['FISH', 'JL', 'JILI', 'FISH', 1],
  ['FISH', 'JDB', 'JDB', 'FISH', 0],
  ['LIVE', 'EVO', 'Evolution', 'LIVE', 1],
  ['LIVE', 'SEXY', 'Sexy Baccarat', 'LIVE', 0],
  ['PVP', 'KM', 'Kingmaker', 'PVP', 0],
  ['SPORTS', 'SABA', 'SABA Sports', 'SPORTS', 1],
  ['SPORTS', 'TCG_ESP', 'TCG E-Sports', 'ESPORTS', 0],
  ['SPORTS', 'SV388', 'SV388 Cockfight', 'COCKFIGHT', 0],
  ['LOTT', 'SBO_LOTT', 'SBO Lottery', 'LOTT', 0],
  ['ELOTT', 'VNLOTT', 'Vietnam Lottery', 'ELOTT', 0],
];

async function seedVendors(db: Db): Promise<void> {
  const categories: GameType[] = ['RNG', 'FISH', 'LIVE', 'PVP', 'SPORTS', 'LOTT', 'ELOTT'];
  for (const [index, category] of categories.entries()) {
    await run(db, 'INSERT INTO game_categories (game_category, sequence) VALUES (?, ?)', category, index + 1);
  }
  for (const [index, [category, vassalage, displayName, gameType, isHot]] of VENDORS.entries()) {
    await run(
      db,
      `INSERT INTO vendors (vassalage, display_name, account_type_name, game_type, game_category, is_hot, classify, sequence)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      vassalage,
      displayName,
      displayName.toUpperCase(),
      gameType,
      category,
      isHot,
      JSON.stringify(category === 'RNG' ? SLOT_CLASSIFY : []),
      index + 1,
    );
  }
}
