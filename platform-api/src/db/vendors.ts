// Vendor configuration for the lobby (vendorGameTypes typeId 1): category order and vendors per game type.
// E-sports and cockfight vendors sit in the SPORTS category; the site splits them out by their gameType.
import { allRows, getRow } from './database.ts';
import type { Db } from './database.ts';
import type { GameType, Vendor, VendorConfig } from 'shared/contract';

interface VendorRow {
  vassalage: string;
  display_name: string;
  account_type_name: string;
  game_type: GameType;
  game_category: GameType;
  is_hot: 0 | 1;
  classify: string;
}

export function vendorIconUrl(vassalage: string, variant: 'COLOR' | 'WHITE'): string {
  return `/static/vendors/${vassalage}-${variant}.svg`;
}

export async function loadVendorConfig(db: Db): Promise<VendorConfig> {
  const categories = await allRows<{ game_category: GameType }>(
    db,
    'SELECT game_category FROM game_categories ORDER BY sequence',
  );
  const vendors = await allRows<VendorRow>(
    db,
    `SELECT v.* FROM vendors v JOIN game_categories c ON c.game_category = v.game_category
     ORDER BY c.sequence, v.sequence, v.id`,
  );
  const mapping: VendorConfig['mapping'] = {};
  for (const row of vendors) {
    const vendor: Vendor = {
      vassalage: row.vassalage,
      displayName: row.display_name,
      gameType: row.game_type,
      gameCategory: row.game_category,
      mobileLargeIcon: vendorIconUrl(row.vassalage, 'COLOR'),
      isHot: row.is_hot,
      gameClassify: JSON.parse(row.classify) as Vendor['gameClassify'],
    };
    (mapping[row.game_category] ??= []).push(vendor);
  }
  const sorting = categories.map(({ game_category }) => ({
    gameCategory: game_category,
    vendorNames: vendors
      .filter((row) => row.game_category === game_category)
      .map((row) => ({ vassalage: row.vassalage, accountTypeName: row.account_type_name })),
  }));
  return { sorting, mapping };
}

export async function findVendorLabel(db: Db, vassalage: string): Promise<string | undefined> {
  return (
    await getRow<{ display_name: string }>(
      db,
      'SELECT display_name FROM vendors WHERE vassalage = ? ORDER BY id LIMIT 1',
      vassalage,
    )
  )?.display_name;
}
