// The game catalogue: 604 deterministic games across the seeded vendors plus the in-house vendor
// INHOUSE, the playable demo slot DEMO-SLOT, and ten seeded big winners with masked names. Game ids are
// `<vassalage>-<type base + n>` (RNG 1000, FISH 2000, PVP 3000, LIVE 4000, SPORTS 5000, ESPORTS 6000,
// COCKFIGHT 7000, LOTT 8000, ELOTT 9000), so the n-th RNG game of JILI is JL-1001…; node ids are 10000 + the
// seeding position (DEMO-SLOT is 10000). The first names of each vendor are well-known titles and hot; the
// rest are '<Vendor> <Word> <n>'.
import { getRow, run, transaction } from './database.ts';
import type { Db } from './database.ts';
import type { Game, GameType } from 'shared/contract';

const HOUR = 60 * 60 * 1000;

/** The in-house vendors (the /m/inHouse entry joins them with commas). Not part of vendorGameTypes. */
export const IN_HOUSE_VENDORS = ['INHOUSE'] as const;
export const IN_HOUSE_LABEL = 'House Games';

export const DEMO_SLOT = {
  gameId: 'DEMO-SLOT',
  nodeId: '10000',
  gameName: 'Demo Slot',
  vassalage: 'INHOUSE',
  gameType: 'RNG' as GameType,
};

const TYPE_BASE: Record<GameType, number> = {
  RNG: 1000,
  FISH: 2000,
  PVP: 3000,
  LIVE: 4000,
  SPORTS: 5000,
  ESPORTS: 6000,
  COCKFIGHT: 7000,
  LOTT: 8000,
  ELOTT: 9000,
};

const WORDS: Record<GameType, string[]> = {
  RNG: ['Fortune', 'Dragon', 'Treasure', 'Lucky', 'Golden', 'Wild', 'Mega', 'Gems'],
  FISH: ['Ocean', 'Fishing', 'Reef'],
  PVP: ['Poker', 'Rummy', 'Ludo'],
  LIVE: ['Baccarat', 'Roulette', 'Blackjack', 'Sic Bo'],
  SPORTS: ['Match', 'League', 'Cup'],
  ESPORTS: ['Arena', 'Clash'],
  COCKFIGHT: ['Derby', 'Pit'],
  LOTT: ['Lotto', 'Draw'],
  ELOTT: ['Lotto', 'Draw'],
};

/** [vassalage, vendor label, game type, number of games, well-known (hot) titles first]. */
const CATALOGUE: [string, string, GameType, number, string[]][] = [
  ['JL', 'JILI', 'RNG', 90, ['Super Ace', 'Fortune Gems', 'Money Coming', 'Golden Empire', 'Boxing King']],
  [
    'PG',
    'PG Soft',
    'RNG',
    80,
    ['Mahjong Ways', 'Mahjong Ways 2', 'Lucky Neko', 'Treasures of Aztec', 'Wild Bandito'],
  ],
  ['JDB', 'JDB', 'RNG', 60, ['Lucky Goldbricks', 'Bingo Carnival', 'Fortune Neko']],
  ['RTG', 'RTG Slots', 'RNG', 50, ['Cash Bandits', 'Dragon Tiger Slot']],
  [
    'PP',
    'Pragmatic Play',
    'RNG',
    90,
    ['Gates of Olympus', 'Sweet Bonanza', 'Starlight Princess', 'Sugar Rush'],
  ],
  ['INHOUSE', 'House', 'RNG', 20, ['House Bingo', 'House Jackpot']],
  ['JL', 'JILI', 'FISH', 20, ['Royal Fishing', 'Jackpot Fishing', 'Dinosaur Tycoon']],
  ['JDB', 'JDB', 'FISH', 15, ['Fishing Disco', 'Dragon Fishing']],
  ['EVO', 'Evolution', 'LIVE', 40, ['Baccarat', 'Lightning Roulette', 'Crazy Time', 'Dragon Tiger']],
  ['SEXY', 'Sexy', 'LIVE', 20, ['Sexy Baccarat Classic', 'Sexy Roulette']],
  ['KM', 'Kingmaker', 'PVP', 50, ['Teen Patti', 'Andar Bahar', 'Jhandi Munda']],
  ['SABA', 'SABA', 'SPORTS', 10, ['Cricket', 'Football', 'Kabaddi']],
  ['TCG_ESP', 'TCG', 'ESPORTS', 12, ['Dota 2', 'League of Legends', 'Counter-Strike 2']],
  ['SV388', 'SV388', 'COCKFIGHT', 6, ['Cockfight Arena', 'Sabong Live']],
  ['SBO_LOTT', 'SBO', 'LOTT', 20, ['Dhaka Lotto', 'Keno']],
  ['VNLOTT', 'VN', 'ELOTT', 20, ['Vietnam Lotto North', 'Vietnam Lotto South']],
];

/** A game of the catalogue as seeded: the API's game without its icon (derived from the id), tags as stored. */
export type SeedGame = Omit<Game, 'gameClassify' | 'iconUrl'> & { classify: string[] };

function classifyOf(type: GameType, vassalage: string, name: string, n: number): string[] {
  switch (type) {
    case 'RNG': {
      const tags = ['SLOT'];
      if (n % 5 === 0) tags.push('FeatureBuy');
      if (n % 7 === 0 || name.includes('Jackpot')) tags.push('JP');
      if (
        name.includes('Bingo') ||
        (vassalage === 'INHOUSE' && n % 4 === 0) ||
        (vassalage === 'JDB' && n % 10 === 0)
      )
        tags.push('BG');
      return tags;
    }
    case 'FISH':
      return ['FISH'];
    case 'LIVE':
    case 'PVP':
      return ['TABLE'];
    case 'LOTT':
    case 'ELOTT':
      return ['LOTTERY'];
    default:
      return ['SPORTS'];
  }
}

/** The whole catalogue in seeding order (DEMO-SLOT first). Pure: the seed and the tests read the same list. */
export function catalogue(): SeedGame[] {
  const games: SeedGame[] = [
    {
      nodeId: DEMO_SLOT.nodeId,
      gameId: DEMO_SLOT.gameId,
      gameName: DEMO_SLOT.gameName,
      gameType: 'RNG',
      vassalage: DEMO_SLOT.vassalage,
      classify: ['SLOT'],
      isNew: true,
      isHot: true,
      supportPlay: true,
      freeplay: true,
      gameCode: DEMO_SLOT.gameId,
      lottoMode: null,
    },
  ];
  for (const [vassalage, label, type, count, famous] of CATALOGUE) {
    const words = WORDS[type];
    for (let n = 1; n <= count; n += 1) {
      const gameId = `${vassalage}-${TYPE_BASE[type] + n}`;
      const gameName = famous[n - 1] ?? `${label} ${words[n % words.length] ?? 'Game'} ${n}`;
      games.push({
        nodeId: String(10000 + games.length),
        gameId,
        gameName,
        gameType: type,
        vassalage,
        classify: classifyOf(type, vassalage, gameName, n),
        isNew: n % 9 === 2,
        isHot: n <= famous.length,
        supportPlay: !(n % 25 === 0 && n > famous.length),
        freeplay: type === 'RNG' || type === 'FISH',
        gameCode: gameId,
        lottoMode: type === 'LOTT' ? (n % 2 === 1 ? 'Lott' : 'ZY') : type === 'ELOTT' ? 'Elott' : null,
      });
    }
  }
  return games;
}

/** Figures the UI tests may rely on. */
export const GAMES_SEED = {
  total: 604,
  byType: {
    RNG: 391,
    FISH: 35,
    LIVE: 60,
    PVP: 50,
    SPORTS: 10,
    ESPORTS: 12,
    COCKFIGHT: 6,
    LOTT: 20,
    ELOTT: 20,
  },
  /** JL-1001 'Super Ace' (JILI, RNG, hot, node 10001). */
  superAce: { gameId: 'JL-1001', nodeId: '10001', gameName: 'Super Ace' },
  /** A game that answers game.unavailable on launch (supportPlay false). */
  unavailableGameId: 'JL-1025',
} as const;

const WINNERS: [string, string, number][] = [
  ['de***01', 'JL-1001', 1_250_000],
  ['ra***77', 'PG-1001', 860_000],
  ['sh***42', 'PP-1001', 2_400_000],
  ['mi***09', 'JL-2001', 455_000],
  ['ta***88', 'EVO-4002', 1_000_000],
  ['ka***15', 'PG-1003', 320_000],
  ['ro***63', 'JDB-1001', 275_000],
  ['fa***21', 'PP-1002', 1_980_000],
  ['jo***30', 'KM-3001', 150_000],
  ['ni***54', 'JL-1002', 610_000],
];

/** Writes the catalogue and the seeded winners (once: a database that already has games is left alone). */
export async function seedGames(db: Db, now: number): Promise<void> {
  if (((await getRow<{ n: number }>(db, 'SELECT COUNT(*) AS n FROM games'))?.n ?? 0) > 0) return;
  await transaction(db, async () => {
    // One statement for the whole catalogue (13 values a game, well under PostgreSQL's 65,535 parameters).
    const games = catalogue();
    await run(
      db,
      `INSERT INTO games (node_id, game_id, game_name, game_type, vassalage, classify, is_new, is_hot,
         support_play, freeplay, game_code, lotto_mode, sequence)
       VALUES ${games.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`,
      ...games.flatMap((game, index) => [
        game.nodeId,
        game.gameId,
        game.gameName,
        game.gameType,
        game.vassalage,
        JSON.stringify(game.classify),
        game.isNew ? 1 : 0,
        game.isHot ? 1 : 0,
        game.supportPlay ? 1 : 0,
        game.freeplay ? 1 : 0,
        game.gameCode,
        game.lottoMode,
        index,
      ]),
    );
    for (const [index, [name, gameId, winMinor]] of WINNERS.entries()) {
      await run(
        db,
        `INSERT INTO game_winners (member_id, customer_name, node_id, win_minor, created_at)
         SELECT NULL, ?, node_id, ?, ? FROM games WHERE game_id = ?`,
        name,
        winMinor,
        now - (index + 1) * HOUR,
        gameId,
      );
    }
  });
}
