// Content: banners, announcements, promotions, reward applications, help, customer service, chat, download links
// and the site's marketing copy.

/** The content's part of API_PATHS: banners and announcements. */
export const CONTENT_API_PATHS = {
  announcements: '/wps/announcement/list',
} as const;

export type BannerGroup =
  | 'm_home'
  | 'm_rng'
  | 'm_sports'
  | 'm_pvp'
  | 'm_live'
  | 'm_fish'
  | 'm_lott'
  | 'm_elott'
  | 'm_reg'
  | 'm_video'
  | 'm_promotion'
  | 'm_game';

export interface Banner {
  id: number;
  title: string;
  groupName: BannerGroup;
  /** Image URL, same-origin path or absolute. */
  imageUrl: string;
  /** Where a click goes: a site path such as '/m/activity' or an absolute URL; empty for none. */
  url: string;
  sequence: number;
}

export interface AnnouncementImage {
  url: string;
  /** 1 = main / cover. */
  sequence: number;
}

export interface Announcement {
  id: number;
  title: string;
  /** HTML; the site sanitises it before rendering. */
  content: string;
  startDate: string;
  url: string;
  type: string;
  groupName: string;
  announcementImages: AnnouncementImage[];
  read: boolean;
}

/**
 * Query `types` is a comma list of content types (B, PL, PU, PR, H); `groupName` selects banners; `language` the
 * texts' language (see CONTENT_PATHS below).
 */
export interface AnnouncementResponse {
  banners: Banner[];
  promotion: Announcement[];
  player: Announcement[];
  popup: Announcement[];
  hot: Announcement[];
}

// ---------- promotions, help, customer service and the site's copy ----------
// Designed where the spec says "not shown". CMS HTML (promotion, announcement and help content) is untrusted:
// the site sanitises it before rendering. Texts (announcements, promotions and their categories, help, site
// content) follow the `language` query ('bn' | 'en'), else the `x-lang` header, else Bengali; an announcement,
// promotion, category or help section without a text in that language is answered in the other one.

export const CONTENT_PATHS = {
  /** POST { announcementId, read: true } (token; not type 4) → null. Unknown id → announcement.not_found. */
  announcementRead: '/wps/announcement/read',
  /** GET { language } → PromotionCategory[] */
  promotionCategories: '/wps/promotion/categories',
  /** GET { categoryId?, language } → Promotion[] (current ones: started, and not ended unless noExpiry) */
  promotions: '/wps/promotion/list',
  /** GET { id, language } → Promotion; unknown or ended → promotion.not_found */
  promotion: '/wps/promotion/detail',
  /** POST RewardApplicationRequest (token; not trial) → RewardApplication */
  applyReward: '/wps/promotion/apply',
  /** GET { language, device: 'MOBILE' } → HelpItem[] */
  help: '/wps/help/list',
  /** GET → CustomerServiceEntry[] */
  customerService: '/wps/cs/list',
  /** GET → DownloadLink[] (app downloads and social links; an absent resourceType is not configured) */
  downloadLinks: '/wps/resource/download',
  /** GET { language } → SiteContent (footer and home marketing copy) */
  siteContent: '/wps/content/site',
  /** GET { type: 'hot' | 'promo' } → ChatAnchors */
  chatAnchors: '/wps/chat/anchors',
  /** GET ChatLaunchQuery (token; not type 4) → { chatUrl } */
  chatLaunch: '/wps/chat/launch',
  /** GET (token; not type 4) → { unReadCount } */
  chatUnread: '/wps/chat/unread',
} as const;

export interface MarkAnnouncementReadRequest {
  announcementId: number;
  read: true;
}

export interface PromotionCategory {
  id: number;
  title: string;
  iconImageUrl: string;
}

export type YesNo = 'Y' | 'N';

export interface Promotion {
  id: number;
  title: string;
  /** HTML; sanitised by the site. */
  content: string;
  /** ISO 8601. */
  startDate: string;
  /** ISO 8601; null with noExpiry 1. */
  endDate: string | null;
  /** 1 = long term (no end date). */
  noExpiry: 0 | 1;
  promoAnnouncementCategoryIds: number[];
  /** sequence 1 is the cover. */
  announcementImages: AnnouncementImage[];
  /** Whether members apply for this promotion through /m/applyReward. */
  applicable: boolean;
  imageRequired: YesNo;
  remarkRequired: YesNo;
  linkedPromotionId: number | null;
}

/**
 * A reward application (spec account §3): `pictures` are data URLs (`data:image/png;base64,...`), at most 3
 * JPEG or PNG pictures of at most 5,242,880 bytes each; `remarks` at most 140 characters. Required parts follow
 * the promotion's imageRequired / remarkRequired. Failures: validation.failed with fields `remarks` / `pictures`
 * and the keys of `checkRewardApplication`; promotion.not_found; reward.not_applicable; reward.already_applied
 * (a pending application for the same promotion exists); auth.trial_forbidden.
 */
export interface RewardApplicationRequest {
  promotionId: number;
  remarks: string;
  pictures: string[];
  /** Repeating a key returns the first answer and stores nothing twice. */
  idempotencyKey: string;
}

export interface RewardApplication {
  id: number;
  promotionId: number;
  status: 'pending' | 'approved' | 'rejected';
  pictureCount: number;
  createdAt: string;
}

export interface HelpChild {
  id: number;
  title: string;
  /** HTML; sanitised by the site. */
  content: string;
}

/** A help section: accordion `children`, or a plain `content` block when it has none. */
export interface HelpItem {
  id: number;
  title: string;
  /** Stable key for /m/help?tag= (for example 'terms'). */
  tag: string;
  content: string;
  children: HelpChild[];
}

export type CustomerServiceType = 'LIVECHAT' | 'TELEGRAM';

export interface CustomerServiceEntry {
  id: number;
  csType: CustomerServiceType;
  title: string;
  /** Where the entry leads: an absolute https URL (Telegram) or a site path of the live chat. */
  path: string;
}

export const RESOURCE_TYPES = [
  'MOBILECONFIG',
  'IOS',
  'Android',
  'AppDownloadIcon',
  'FACEBOOK',
  'TELEGRAM',
  'VIBER',
  'MESSENGER',
  'WHATSAPP',
  'SpeedTest',
  'AFFILIATELINK',
  'INSTAGRAM',
  'YOUTUBE',
  'TIKTOK',
  'TWITTER',
  'DISCORD',
] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

export interface DownloadLink {
  resourceType: ResourceType;
  url: string;
  labelNameEn?: string;
}

export interface HighlightCard {
  id: number;
  title: string;
  body: string;
  /** Same-origin image path. */
  iconUrl: string;
}

/** The marketing copy of the footer and the home page, in the requested language. */
export interface SiteContent {
  /** The six highlight cards of home. */
  highlights: HighlightCard[];
  /** The help-centre block of home. */
  helpBlock: { title: string; body: string };
  licence: { imageUrl: string; title: string };
  /** For example '© 2019-2025 vsbdtf5. All rights reserved.' */
  copyright: string;
  /** Footer promo links (to /m/activityDetail?id=). */
  promoLinks: { promotionId: number; title: string }[];
}

export interface ChatAnchor {
  id: number;
  nickname: string;
  avatarUrl: string;
  live: boolean;
  viewers: number;
}

export interface ChatAnchors {
  modelList: ChatAnchor[];
  hotAnchorList: ChatAnchor[];
  focusList: ChatAnchor[];
  recommendAnchorList: ChatAnchor[];
}

export interface ChatLaunchQuery {
  b2c: '1';
  language: string;
  /** A site path to return to. */
  backUrl: string;
  title: string;
  headerColor: string;
  template: 'v2';
}

export interface ChatLaunchValue {
  /** The chat page: a same-origin path carrying a short-lived ticket. */
  chatUrl: string;
}

export interface ChatUnreadValue {
  unReadCount: number;
}
