// Content routes: banners and announcements by content type (B, PL, PU, PR, H), optionally one banner group, and
// marking an announcement read. Promotions (type PR) come from the promotions table (migration 008), mapped to the
// announcement shape. Texts are in the caller's language (`language` / `lang` query, else the x-lang header, else
// Bengali). A valid token only adds per-member read marks; content itself is public.
import { Type } from 'typebox';
import { API_PATHS, CONTENT_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { languageOf } from '../lib/language.ts';
import { requireRealMember } from '../lib/money-input.ts';
import { Id32, LanguageQueryProperties } from '../lib/schemas.ts';
import { announcementExists, listAnnouncements, listBanners, markAnnouncementRead } from '../db/content.ts';
import { listCurrentPromotions, promotionAsAnnouncement } from '../db/promotions.ts';
import { optionalMember } from '../plugins/auth.ts';
import type { AnnouncementResponse, BannerGroup } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';

const BANNER_GROUPS: BannerGroup[] = [
  'm_home',
  'm_rng',
  'm_sports',
  'm_pvp',
  'm_live',
  'm_fish',
  'm_lott',
  'm_elott',
  'm_reg',
  'm_video',
  'm_promotion',
  'm_game',
];

const TYPE = '(B|PL|PU|PR|H)';

const AnnouncementsQuery = Type.Object({
  ...LanguageQueryProperties,
  types: Type.String({ pattern: `^${TYPE}(,${TYPE})*$` }),
  groupName: Type.Optional(Type.Enum(BANNER_GROUPS)),
});

export const AnnouncementReadBody = Type.Object({
  announcementId: Id32,
  read: Type.Literal(true),
});

export function registerContentRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    API_PATHS.announcements,
    {
      schema: {
        summary: "Banners and announcements of the asked types, in the caller's language",
        querystring: AnnouncementsQuery,
      },
    },
    async (request) => {
      const types = new Set(request.query.types.split(','));
      const language = languageOf(request, request.query.language, request.query.lang);
      const member = await optionalMember(ctx, request);
      const announcements = await listAnnouncements(
        ctx.db,
        [...types].filter((type) => type !== 'B' && type !== 'PR'),
        language,
        member?.id,
      );
      const ofType = (type: string) => announcements.filter((item) => item.type === type);
      const value: AnnouncementResponse = {
        banners: types.has('B') ? await listBanners(ctx.db, request.query.groupName) : [],
        promotion: types.has('PR')
          ? (await listCurrentPromotions(ctx.db, ctx.now(), language)).map(promotionAsAnnouncement)
          : [],
        player: ofType('PL'),
        popup: ofType('PU'),
        hot: ofType('H'),
      };
      return ok(value);
    },
  );

  app.post(
    CONTENT_PATHS.announcementRead,
    { schema: { summary: 'Mark an announcement read', body: AnnouncementReadBody } },
    async (request) => {
      const member = await requireRealMember(ctx, request);
      const { announcementId } = request.body;
      if (!(await announcementExists(ctx.db, announcementId))) {
        throw new ApiError('announcement.not_found', 'No such announcement');
      }
      await markAnnouncementRead(ctx.db, member.id, announcementId, ctx.now());
      return ok(null);
    },
  );
}
