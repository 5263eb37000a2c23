// Help centre, customer-service entries, download and social links and the site's marketing copy, as the
// contract shapes them. Localised rows are read in the requested language; a help section (by tag) missing in it
// is answered in the other language. The footer promo links keep only promotions that are still current.
import { allRows, getRow } from './database.ts';
import { findCurrentPromotion } from './promotions.ts';
import { CONTENT_LANGUAGES } from '../lib/language.ts';
import type { Db } from './database.ts';
import type { ContentLanguage } from '../lib/language.ts';
import type {
  CustomerServiceEntry,
  CustomerServiceType,
  DownloadLink,
  HelpChild,
  HelpItem,
  ResourceType,
  SiteContent,
} from 'shared/contract';

interface HelpRow {
  id: number;
  title: string;
  tag: string;
  content: string;
}

/**
 * The help sections in `language`, each section (tag) missing in it in the other language, with their children,
 * by sequence.
 */
export async function listHelp(db: Db, language: ContentLanguage): Promise<HelpItem[]> {
  const other = CONTENT_LANGUAGES.find((candidate) => candidate !== language) ?? language;
  const shown = `SELECT id FROM help_items i WHERE i.language = ?
    OR (i.language = ? AND NOT EXISTS (SELECT 1 FROM help_items o WHERE o.tag = i.tag AND o.language = ?))`;
  const items = await allRows<HelpRow>(
    db,
    `SELECT id, title, tag, content FROM help_items WHERE id IN (${shown}) ORDER BY sequence, id`,
    language,
    other,
    language,
  );
  const children = await allRows<HelpChild & { help_item_id: number }>(
    db,
    `SELECT id, title, content, help_item_id FROM help_children WHERE help_item_id IN (${shown})
     ORDER BY sequence, id`,
    language,
    other,
    language,
  );
  return items.map((item) => ({
    id: item.id,
    title: item.title,
    tag: item.tag,
    content: item.content,
    children: children
      .filter((child) => child.help_item_id === item.id)
      .map((child) => ({ id: child.id, title: child.title, content: child.content })),
  }));
}

export async function listCustomerService(db: Db): Promise<CustomerServiceEntry[]> {
  return (
    await allRows<{ id: number; cs_type: CustomerServiceType; title: string; path: string }>(
      db,
      'SELECT id, cs_type, title, path FROM customer_service ORDER BY sequence, id',
    )
  ).map((row) => ({ id: row.id, csType: row.cs_type, title: row.title, path: row.path }));
}

/** Configured links only: a resource type without a row is not configured. */
export async function listDownloadLinks(db: Db): Promise<DownloadLink[]> {
  return (
    await allRows<{ resource_type: ResourceType; url: string; label_name_en: string | null }>(
      db,
      'SELECT resource_type, url, label_name_en FROM download_links ORDER BY sequence, resource_type',
    )
  ).map((row) => ({
    resourceType: row.resource_type,
    url: row.url,
    ...(row.label_name_en !== null && { labelNameEn: row.label_name_en }),
  }));
}

export const highlightIconUrl = (icon: string) => `/static/content/highlight-${icon}.svg`;

interface SiteRow {
  help_title: string;
  help_body: string;
  licence_image_url: string;
  licence_title: string;
  copyright: string;
  promo_link_ids: string;
}

export async function readSiteContent(
  db: Db,
  language: ContentLanguage,
  now: number,
): Promise<SiteContent | undefined> {
  const site = await getRow<SiteRow>(db, 'SELECT * FROM site_content WHERE language = ?', language);
  if (!site) return undefined;
  const highlights = await allRows<{ id: number; icon: string; title: string; body: string }>(
    db,
    'SELECT id, icon, title, body FROM site_highlights WHERE language = ? ORDER BY sequence, id',
    language,
  );
  const promoLinks: { promotionId: number; title: string }[] = [];
  for (const id of JSON.parse(site.promo_link_ids) as number[]) {
    const promotion = await findCurrentPromotion(db, id, now, language);
    if (promotion) promoLinks.push({ promotionId: promotion.id, title: promotion.title });
  }
  return {
    highlights: highlights.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      iconUrl: highlightIconUrl(row.icon),
    })),
    helpBlock: { title: site.help_title, body: site.help_body },
    licence: { imageUrl: site.licence_image_url, title: site.licence_title },
    copyright: site.copyright,
    promoLinks,
  };
}
