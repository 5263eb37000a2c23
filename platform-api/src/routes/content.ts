// Content routes: banners and announcements by content type (B, PL, PU, PR, H), optionally one banner group.
// A valid token only adds per-member read marks; content itself is public.
import { API_PATHS } from 'shared/contract';
import { ok } from '../lib/envelope.ts';
import { listAnnouncements, listBanners } from '../db/content.ts';
import { optionalMember } from '../plugins/auth.ts';
import type { FastifyInstance } from 'fastify';
import type { AnnouncementResponse, BannerGroup } from 'shared/contract';
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

export function registerContentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { types: string; groupName?: BannerGroup } }>(
    API_PATHS.announcements,
    { schema: { querystring: querySchema } },
    async (request) => {
      const types = new Set(request.query.types.split(','));
      const member = optionalMember(ctx, request);
      const announcements = listAnnouncements(
        ctx.db,
        [...types].filter((type) => type !== 'B'),
        member?.id,
      );
      const ofType = (type: string) => announcements.filter((item) => item.type === type);
      const value: AnnouncementResponse = {
        banners: types.has('B') ? listBanners(ctx.db, request.query.groupName) : [],
        promotion: ofType('PR'),
        player: ofType('PL'),
        popup: ofType('PU'),
        hot: ofType('H'),
      };
      return ok(value);
    },
  );
}
