// Content routes: banners and announcements by content type (B, PL, PU, PR, H), optionally one banner group, and
// marking an announcement read. Promotions (type PR) come from the promotions table (migration 008), mapped to the
// announcement shape. A valid token only adds per-member read marks; content itself is public.
import { API_PATHS, CONTENT_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { requireRealMember } from '../lib/money-input.ts';
import { announcementExists, listAnnouncements, listBanners, markAnnouncementRead } from '../db/content.ts';
import { listCurrentPromotions, promotionAsAnnouncement } from '../db/promotions.ts';
import { optionalMember } from '../plugins/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { AnnouncementResponse, BannerGroup, MarkAnnouncementReadRequest } from 'shared/contract';
import type { AppContext } from '../app-context.ts';

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

const querySchema = {
  type: 'object',
  required: ['types'],
  properties: {
    types: { type: 'string', pattern: `^${TYPE}(,${TYPE})*$` },
    groupName: { type: 'string', enum: BANNER_GROUPS },
  },
} as const;

const readSchema = {
  type: 'object',
  required: ['announcementId', 'read'],
  properties: {
    announcementId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    read: { type: 'boolean', enum: [true] },
  },
} as const;

/** Exact JSON types: an id must be a number and `read` the boolean true (no coercion from strings). */
async function exactReadTypes(request: { body: unknown }): Promise<void> {
  const body = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('bad_request', 'A JSON object body is required');
  }
  const { announcementId, read } = body as Record<string, unknown>;
  if (announcementId !== undefined && typeof announcementId !== 'number') {
    throw new ApiError('bad_request', 'Field announcementId must be a number');
  }
  if (read !== undefined && read !== true) throw new ApiError('bad_request', 'Field read must be true');
}

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { types: string; groupName?: BannerGroup } }>(
    API_PATHS.announcements,
    { schema: { querystring: querySchema } },
    async (request) => {
      const types = new Set(request.query.types.split(','));
      const member = optionalMember(ctx, request);
      const announcements = listAnnouncements(
        ctx.db,
        [...types].filter((type) => type !== 'B' && type !== 'PR'),
        member?.id,
      );
      const ofType = (type: string) => announcements.filter((item) => item.type === type);
      const value: AnnouncementResponse = {
        banners: types.has('B') ? listBanners(ctx.db, request.query.groupName) : [],
        promotion: types.has('PR')
          ? listCurrentPromotions(ctx.db, ctx.now()).map(promotionAsAnnouncement)
          : [],
        player: ofType('PL'),
        popup: ofType('PU'),
        hot: ofType('H'),
      };
      return ok(value);
    },
  );

  app.post<{ Body: MarkAnnouncementReadRequest }>(
    CONTENT_PATHS.announcementRead,
    { schema: { body: readSchema }, preValidation: exactReadTypes },
    async (request) => {
      const member = requireRealMember(ctx, request);
      const { announcementId } = request.body;
      if (!announcementExists(ctx.db, announcementId)) {
        throw new ApiError('announcement.not_found', 'No such announcement');
      }
      markAnnouncementRead(ctx.db, member.id, announcementId, ctx.now());
      return ok(null);
    },
  );
}
