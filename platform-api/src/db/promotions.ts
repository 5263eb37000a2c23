// Promotions, their categories and reward applications as the contract shapes them. A promotion is current when
// it has started and has not ended (or has no expiry); only current ones are listed, shown or applied for.
// Promotion and category texts are the asked language's, else the ones they were written in (content-texts.ts).
// An application and its pictures (bytes) are written in one transaction.
import { allRows, getRow, run, transaction } from './database.ts';
import { localText, translationJoin } from './content-texts.ts';
import type { Db } from './database.ts';
import type { TranslatedRow } from './content-texts.ts';
import type { ContentLanguage } from '../lib/language.ts';
import type {
  Announcement,
  AnnouncementImage,
  Promotion,
  PromotionCategory,
  RewardApplication,
  YesNo,
} from 'shared/contract';

export const categoryIconUrl = (id: number) => `/static/promotion-categories/${id}.svg`;

export async function listPromotionCategories(
  db: Db,
  language: ContentLanguage,
): Promise<PromotionCategory[]> {
  const text = translationJoin('promotion_category', 'c');
  return (
    await allRows<TranslatedRow & { id: number }>(
      db,
      `SELECT c.id, c.title, ${text.columns} FROM promotion_categories c ${text.join} ORDER BY c.sequence, c.id`,
      language,
    )
  ).map((row) => ({
    id: row.id,
    title: localText(row).title,
    iconImageUrl: categoryIconUrl(row.id),
  }));
}

export async function findCategoryArt(
  db: Db,
  id: number,
): Promise<{ label: string; hue: number } | undefined> {
  const row = await getRow<{ icon_label: string; hue: number }>(
    db,
    'SELECT icon_label, hue FROM promotion_categories WHERE id = ?',
    id,
  );
  return row && { label: row.icon_label, hue: row.hue };
}

interface PromotionRow extends TranslatedRow {
  id: number;
  start_date: number;
  end_date: number | null;
  no_expiry: 0 | 1;
  category_ids: string;
  images: string;
  applicable: number;
  image_required: YesNo;
  remark_required: YesNo;
  linked_promotion_id: number | null;
}

const iso = (ms: number) => new Date(ms).toISOString();

function toPromotion(row: PromotionRow): Promotion {
  return {
    id: row.id,
    ...localText(row),
    startDate: iso(row.start_date),
    endDate: row.no_expiry === 1 || row.end_date === null ? null : iso(row.end_date),
    noExpiry: row.no_expiry,
    promoAnnouncementCategoryIds: JSON.parse(row.category_ids) as number[],
    announcementImages: JSON.parse(row.images) as AnnouncementImage[],
    applicable: row.applicable === 1,
    imageRequired: row.image_required,
    remarkRequired: row.remark_required,
    linkedPromotionId: row.linked_promotion_id,
  };
}

/** Started, and not ended unless it has no expiry. Takes the clock twice. */
const CURRENT = 'p.start_date <= ? AND (p.no_expiry = 1 OR p.end_date IS NULL OR p.end_date > ?)';

/** The promotions with their text in one language (the first parameter). */
const PROMOTION_TEXT = translationJoin('promotion', 'p');
const PROMOTION_SELECT = `SELECT p.*, ${PROMOTION_TEXT.columns} FROM promotions p ${PROMOTION_TEXT.join}`;

/** Current promotions in `language` by sequence, optionally of one category. */
export async function listCurrentPromotions(
  db: Db,
  now: number,
  language: ContentLanguage,
  categoryId?: number,
): Promise<Promotion[]> {
  const rows = await allRows<PromotionRow>(
    db,
    `${PROMOTION_SELECT} WHERE ${CURRENT} ORDER BY p.sequence, p.id`,
    language,
    now,
    now,
  );
  const promotions = rows.map(toPromotion);
  // category_ids is a JSON array of category ids, read here rather than in SQL.
  return categoryId === undefined
    ? promotions
    : promotions.filter((promotion) => promotion.promoAnnouncementCategoryIds.includes(categoryId));
}

export async function findCurrentPromotion(
  db: Db,
  id: number,
  now: number,
  language: ContentLanguage,
): Promise<Promotion | undefined> {
  const row = await getRow<PromotionRow>(
    db,
    `${PROMOTION_SELECT} WHERE p.id = ? AND ${CURRENT}`,
    language,
    id,
    now,
    now,
  );
  return row && toPromotion(row);
}

/**
 * Title and colour of any promotion's generated cover (ended ones keep their artwork): one picture for every
 * language, so it carries the title the promotion was written with.
 */
export async function findPromotionArt(
  db: Db,
  id: number,
): Promise<{ title: string; hue: number } | undefined> {
  return await getRow<{ title: string; hue: number }>(
    db,
    'SELECT title, hue FROM promotions WHERE id = ?',
    id,
  );
}

/** A promotion as a 'PR' announcement (the announcement list's `promotion` entries). */
export function promotionAsAnnouncement(promotion: Promotion): Announcement {
  return {
    id: promotion.id,
    title: promotion.title,
    content: promotion.content,
    startDate: promotion.startDate,
    url: `/m/activityDetail?id=${promotion.id}`,
    type: 'PR',
    groupName: 'm_promotion',
    announcementImages: promotion.announcementImages,
    read: false,
  };
}

// ---------- reward applications ----------

interface ApplicationRow {
  id: number;
  promotion_id: number;
  status: RewardApplication['status'];
  created_at: number;
  picture_count: number;
}

const APPLICATION_SELECT = `SELECT a.id, a.promotion_id, a.status, a.created_at,
  (SELECT COUNT(*) FROM reward_application_pictures p WHERE p.application_id = a.id) AS picture_count
  FROM reward_applications a`;

const toApplication = (row: ApplicationRow): RewardApplication => ({
  id: row.id,
  promotionId: row.promotion_id,
  status: row.status,
  pictureCount: row.picture_count,
  createdAt: iso(row.created_at),
});

export async function findApplicationByKey(
  db: Db,
  memberId: number,
  key: string,
): Promise<RewardApplication | undefined> {
  const row = await getRow<ApplicationRow>(
    db,
    `${APPLICATION_SELECT} WHERE a.member_id = ? AND a.idempotency_key = ?`,
    memberId,
    key,
  );
  return row && toApplication(row);
}

export async function hasPendingApplication(db: Db, memberId: number, promotionId: number): Promise<boolean> {
  const row = await getRow<{ n: number }>(
    db,
    "SELECT COUNT(*) AS n FROM reward_applications WHERE member_id = ? AND promotion_id = ? AND status = 'pending'",
    memberId,
    promotionId,
  );
  return (row?.n ?? 0) > 0;
}

export interface StoredPicture {
  mime: 'image/png' | 'image/jpeg';
  data: Uint8Array;
}

export interface NewApplication {
  memberId: number;
  promotionId: number;
  remarks: string;
  idempotencyKey: string;
  pictures: StoredPicture[];
  at: number;
}

/** The pending application and its pictures, in one transaction. */
export async function insertApplication(db: Db, application: NewApplication): Promise<RewardApplication> {
  return await transaction(db, async () => {
    const id = (await getRow<{ id: number }>(
      db,
      `INSERT INTO reward_applications (member_id, promotion_id, remarks, status, idempotency_key, created_at)
       VALUES (?, ?, ?, 'pending', ?, ?) RETURNING id`,
      application.memberId,
      application.promotionId,
      application.remarks,
      application.idempotencyKey,
      application.at,
    ))!.id;
    for (const [index, picture] of application.pictures.entries()) {
      await run(
        db,
        `INSERT INTO reward_application_pictures (application_id, position, mime, size, data)
         VALUES (?, ?, ?, ?, ?)`,
        id,
        index + 1,
        picture.mime,
        picture.data.byteLength,
        picture.data,
      );
    }
    const row = await getRow<ApplicationRow>(db, `${APPLICATION_SELECT} WHERE a.id = ?`, id);
    if (!row) throw new Error('the application just written is missing');
    return toApplication(row);
  });
}
