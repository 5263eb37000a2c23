// Banners and announcements as the contract shapes them, plus per-member read marks.
// Stored JSON (announcement images) is parsed here so routes deal only in contract types. An announcement's text
// is the asked language's, else the one it was written in (content-texts.ts).
import { allRows, getRow, run } from './database.ts';
import { localText, translationJoin } from './content-texts.ts';
import type { Db } from './database.ts';
import type { TranslatedRow } from './content-texts.ts';
import type { ContentLanguage } from '../lib/language.ts';
import type { Announcement, AnnouncementImage, Banner, BannerGroup } from 'shared/contract';

interface BannerRow {
  id: number;
  title: string;
  group_name: BannerGroup;
  image_url: string;
  url: string;
  sequence: number;
  hue: number;
}

const toBanner = (row: BannerRow): Banner => ({
  id: row.id,
  title: row.title,
  groupName: row.group_name,
  imageUrl: row.image_url,
  url: row.url,
  sequence: row.sequence,
});

export async function listBanners(db: Db, group: BannerGroup | undefined): Promise<Banner[]> {
  const rows = group
    ? await allRows<BannerRow>(db, 'SELECT * FROM banners WHERE group_name = ? ORDER BY sequence, id', group)
    : await allRows<BannerRow>(db, 'SELECT * FROM banners ORDER BY sequence, id');
  return rows.map(toBanner);
}

export async function findBannerArt(db: Db, id: number): Promise<{ title: string; hue: number } | undefined> {
  return await getRow<{ title: string; hue: number }>(db, 'SELECT title, hue FROM banners WHERE id = ?', id);
}

interface AnnouncementRow extends TranslatedRow {
  id: number;
  start_date: number;
  url: string;
  type: string;
  group_name: string;
  images: string;
  read: number;
}

/**
 * Announcements of the given types in `language`, ordered by sequence; `read` is per member (false without one).
 */
export async function listAnnouncements(
  db: Db,
  types: string[],
  language: ContentLanguage,
  memberId: number | undefined,
): Promise<Announcement[]> {
  if (types.length === 0) return [];
  const placeholders = types.map(() => '?').join(', ');
  const text = translationJoin('announcement', 'a');
  const rows = await allRows<AnnouncementRow>(
    db,
    `SELECT a.*, ${text.columns}, CASE WHEN r.member_id IS NULL THEN 0 ELSE 1 END AS read FROM announcements a
     ${text.join}
     LEFT JOIN announcement_reads r ON r.announcement_id = a.id AND r.member_id = ?
     WHERE a.type IN (${placeholders}) ORDER BY a.sequence, a.id`,
    language,
    memberId ?? -1,
    ...types,
  );
  return rows.map((row) => ({
    id: row.id,
    ...localText(row),
    startDate: new Date(row.start_date).toISOString(),
    url: row.url,
    type: row.type,
    groupName: row.group_name,
    announcementImages: JSON.parse(row.images) as AnnouncementImage[],
    read: row.read === 1,
  }));
}

export async function announcementExists(db: Db, id: number): Promise<boolean> {
  return (await getRow<{ id: number }>(db, 'SELECT id FROM announcements WHERE id = ?', id)) !== undefined;
}

/** Idempotent: a second mark keeps the first time. */
export async function markAnnouncementRead(
  db: Db,
  memberId: number,
  announcementId: number,
  at: number,
): Promise<void> {
  await run(
    db,
    `INSERT INTO announcement_reads (member_id, announcement_id, read_at) VALUES (?, ?, ?)
     ON CONFLICT (member_id, announcement_id) DO NOTHING`,
    memberId,
    announcementId,
    at,
  );
}
