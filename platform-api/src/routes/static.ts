// Generated artwork, rendered as SVG from database rows (banner images, vendor icons, game tiles, promotion covers,
// category and highlight icons, the licence seal, the app icon, anchor avatars), and the app downloads, with long
// cache headers (the URLs are content-addressed by id / vendor code, and seeded artwork never changes).
import { Type } from 'typebox';
import {
  appIconSvg,
  avatarSvg,
  badgeSvg,
  bannerSvg,
  gameSvg,
  licenceSvg,
  vendorIconSvg,
} from '../lib/svg-art.ts';
import {
  APK_CONTENT_TYPE,
  MOBILECONFIG_CONTENT_TYPE,
  androidPackage,
  mobileConfig,
} from '../lib/downloads.ts';
import { findCategoryArt, findPromotionArt } from '../db/promotions.ts';
import { findAnchorArt } from '../db/chat.ts';
import { HIGHLIGHT_ICONS } from '../db/content-seed.ts';
import { findGameById } from '../db/games.ts';
import { IN_HOUSE_LABEL, IN_HOUSE_VENDORS } from '../db/games-seed.ts';
import { findBannerArt } from '../db/content.ts';
import { findVendorLabel } from '../db/vendors.ts';
import type { FastifyReply } from 'fastify';
import type { ApiApp, AppContext } from '../app-context.ts';

function sendSvg(reply: FastifyReply, svg: string): FastifyReply {
  return reply
    .header('content-type', 'image/svg+xml; charset=utf-8')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(svg);
}

/** The artwork's file name under its folder. */
const FileParams = Type.Object({ file: Type.String() });

const idOfSvg = (file: string) => {
  const match = file.match(/^(\d{1,9})\.svg$/);
  return match?.[1] === undefined ? undefined : Number(match[1]);
};

const isHighlightIcon = (key: string): key is keyof typeof HIGHLIGHT_ICONS =>
  Object.hasOwn(HIGHLIGHT_ICONS, key);

/** A stable hue per vendor code so each vendor keeps its colour. */
function hueOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.charCodeAt(0)) % 360;
  return hash;
}

export function registerStaticRoutes(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/static/banners/:file',
    { schema: { summary: 'A banner image (SVG)', params: FileParams } },
    async (request, reply) => {
      const match = request.params.file.match(/^(\d{1,9})\.svg$/);
      const art = match?.[1] === undefined ? undefined : await findBannerArt(ctx.db, Number(match[1]));
      if (!art) return reply.callNotFound();
      return sendSvg(reply, bannerSvg(art.title, art.hue));
    },
  );

  app.get(
    '/static/vendors/:file',
    { schema: { summary: 'A vendor icon (SVG)', params: FileParams } },
    async (request, reply) => {
      const match = request.params.file.match(/^([A-Z0-9_]{1,32})-(COLOR|WHITE)\.svg$/);
      const vassalage = match?.[1];
      const variant = match?.[2] === 'WHITE' ? 'WHITE' : 'COLOR';
      const label =
        vassalage === undefined
          ? undefined
          : ((await findVendorLabel(ctx.db, vassalage)) ??
            ((IN_HOUSE_VENDORS as readonly string[]).includes(vassalage) ? IN_HOUSE_LABEL : undefined));
      if (vassalage === undefined || label === undefined) return reply.callNotFound();
      return sendSvg(reply, vendorIconSvg(vassalage.replace(/_.*/, ''), hueOf(vassalage), variant));
    },
  );

  // Game tiles: /static/games/<gameId>.svg.
  app.get(
    '/static/games/:file',
    { schema: { summary: 'A game tile (SVG)', params: FileParams } },
    async (request, reply) => {
      const match = request.params.file.match(/^([A-Z0-9_]{1,32}-[A-Z0-9]{1,16})\.svg$/);
      const game = match?.[1] === undefined ? undefined : await findGameById(ctx.db, match[1]);
      if (!game) return reply.callNotFound();
      return sendSvg(reply, gameSvg(game.game_name, game.vassalage, hueOf(game.game_id)));
    },
  );

  registerContentArt(app, ctx);
}

function registerContentArt(app: ApiApp, ctx: AppContext): void {
  app.get(
    '/static/promotions/:file',
    { schema: { summary: 'A promotion cover (SVG)', params: FileParams } },
    async (request, reply) => {
      const id = idOfSvg(request.params.file);
      const art = id === undefined ? undefined : await findPromotionArt(ctx.db, id);
      if (!art) return reply.callNotFound();
      return sendSvg(reply, bannerSvg(art.title, art.hue));
    },
  );

  app.get(
    '/static/promotion-categories/:file',
    { schema: { summary: 'A promotion category icon (SVG)', params: FileParams } },
    async (request, reply) => {
      const id = idOfSvg(request.params.file);
      const art = id === undefined ? undefined : await findCategoryArt(ctx.db, id);
      if (!art) return reply.callNotFound();
      return sendSvg(reply, badgeSvg(art.label, art.hue));
    },
  );

  app.get(
    '/static/chat/anchors/:file',
    { schema: { summary: "A chat anchor's avatar (SVG)", params: FileParams } },
    async (request, reply) => {
      const id = idOfSvg(request.params.file);
      const art = id === undefined ? undefined : await findAnchorArt(ctx.db, id);
      if (!art) return reply.callNotFound();
      return sendSvg(reply, avatarSvg(art.nickname, art.hue));
    },
  );

  app.get(
    '/static/content/:file',
    { schema: { summary: 'A highlight icon, the licence seal or the app icon (SVG)', params: FileParams } },
    async (request, reply) => {
      const file = request.params.file;
      if (file === 'licence.svg') return sendSvg(reply, licenceSvg());
      if (file === 'app-icon.svg') return sendSvg(reply, appIconSvg());
      const key = file.match(/^highlight-([a-z]{1,16})\.svg$/)?.[1];
      if (key === undefined || !isHighlightIcon(key)) return reply.callNotFound();
      const icon = HIGHLIGHT_ICONS[key];
      return sendSvg(reply, badgeSvg(icon.label, icon.hue));
    },
  );

  app.get(
    '/static/downloads/:file',
    { schema: { summary: 'An app download (Android package or iOS profile)', params: FileParams } },
    async (request, reply) => {
      const file = request.params.file;
      if (file !== 'vsbdtf5.apk' && file !== 'vsbdtf5.mobileconfig') return reply.callNotFound();
      const apk = file === 'vsbdtf5.apk';
      // The web clip opens the site's configured origin: a host the request names is the caller's choice.
      return reply
        .header('content-type', apk ? APK_CONTENT_TYPE : MOBILECONFIG_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file}"`)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(apk ? androidPackage() : mobileConfig(ctx.publicOrigin));
    },
  );
}
