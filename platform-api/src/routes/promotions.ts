// Promotion routes: categories, the current promotions (optionally of one category), one promotion, their texts in
// the caller's language (`language` / `lang` query, else the x-lang header, else Bengali), and
// the reward application with up to 3 pictures. The application runs the shared rules (checkRewardApplication)
// on the sniffed picture types and decoded sizes, answers a repeated idempotency key with the first answer, and
// stores the application and its picture bytes in one transaction.
import { Type } from 'typebox';
import { CONTENT_PATHS } from 'shared/contract';
import { checkRewardApplication, checkRewardPictureCount } from 'shared/validation';
import { ApiError, ok } from '../lib/envelope.ts';
import { languageOf } from '../lib/language.ts';
import { requireRealMember } from '../lib/money-input.ts';
import { Id32, LanguageQueryProperties } from '../lib/schemas.ts';
import { validationFailed } from '../lib/validation-failure.ts';
import { transaction } from '../db/database.ts';
import { decodePicture, inspectPicture } from '../lib/reward-pictures.ts';
import {
  findApplicationByKey,
  findCurrentPromotion,
  hasPendingApplication,
  insertApplication,
  listCurrentPromotions,
  listPromotionCategories,
} from '../db/promotions.ts';
import type { Promotion } from 'shared/contract';
import type { ApiApp, AppContext } from '../app-context.ts';
import type { ContentLanguage } from '../lib/language.ts';
import type { InspectedPicture } from '../lib/reward-pictures.ts';
import type { StoredPicture } from '../db/promotions.ts';

/**
 * Three 5 MB pictures as base64 data URLs are about 21 MB of JSON; 22 MiB leaves room for the rest of the body
 * and no more. A larger body answers 413 request.too_large before it is parsed.
 */
export const REWARD_BODY_LIMIT = 22 * 1024 * 1024;

export const RewardApplicationBody = Type.Object({
  promotionId: Id32,
  // No length limits here: the shared rules answer a long remark or too many pictures with their messages.
  remarks: Type.String(),
  pictures: Type.Array(Type.String()),
  idempotencyKey: Type.String({ minLength: 8, maxLength: 64 }),
});

/** A picture that passed the rules, decoded for storage. */
function toStored(picture: InspectedPicture): StoredPicture {
  if (picture.type === '') throw new Error('a picture of unknown type passed the rules');
  return { mime: picture.type, data: decodePicture(picture) };
}

async function currentPromotion(ctx: AppContext, id: number, language: ContentLanguage): Promise<Promotion> {
  const promotion = await findCurrentPromotion(ctx.db, id, ctx.now(), language);
  if (!promotion) throw new ApiError('promotion.not_found', 'No such promotion, or it has ended');
  return promotion;
}

export function registerPromotionRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    CONTENT_PATHS.promotionCategories,
    {
      schema: {
        summary: "The promotion categories in the caller's language",
        querystring: Type.Object(LanguageQueryProperties),
      },
    },
    async (request) =>
      ok(await listPromotionCategories(db, languageOf(request, request.query.language, request.query.lang))),
  );

  app.get(
    CONTENT_PATHS.promotions,
    {
      schema: {
        summary: "The current promotions in the caller's language, optionally of one category",
        querystring: Type.Object({ ...LanguageQueryProperties, categoryId: Type.Optional(Id32) }),
      },
    },
    async (request) => {
      const language = languageOf(request, request.query.language, request.query.lang);
      return ok(await listCurrentPromotions(db, ctx.now(), language, request.query.categoryId));
    },
  );

  app.get(
    CONTENT_PATHS.promotion,
    {
      schema: {
        summary: "One current promotion in the caller's language",
        querystring: Type.Object({ ...LanguageQueryProperties, id: Id32 }),
      },
    },
    async (request) => {
      const language = languageOf(request, request.query.language, request.query.lang);
      return ok(await currentPromotion(ctx, request.query.id, language));
    },
  );

  app.post(
    CONTENT_PATHS.applyReward,
    {
      bodyLimit: REWARD_BODY_LIMIT,
      schema: {
        summary: "Apply for a promotion's reward with remarks and pictures",
        body: RewardApplicationBody,
      },
    },
    async (request) => {
      // The key and the pending application are checked here for a quick answer, and again in the transaction that
      // inserts (below).
      const member = await requireRealMember(ctx, request);
      const { promotionId, remarks, pictures, idempotencyKey } = request.body;
      const earlier = await findApplicationByKey(db, member.id, idempotencyKey);
      if (earlier) return ok(earlier);

      const promotion = await currentPromotion(ctx, promotionId, languageOf(request));
      if (!promotion.applicable) {
        throw new ApiError('reward.not_applicable', 'This promotion takes no applications');
      }
      if (await hasPendingApplication(db, member.id, promotion.id)) {
        // The pending one may be this key's, stored meanwhile by the same application sent again at once.
        const stored = await findApplicationByKey(db, member.id, idempotencyKey);
        if (stored) return ok(stored);
        throw new ApiError('reward.already_applied', 'An application for this promotion is already pending');
      }
      // Too many pictures: the count rule answers without looking into any of them.
      const inspected =
        checkRewardPictureCount(pictures.length) !== null
          ? pictures.map(() => ({ type: 'image/png' as const, size: 0, base64: '' }))
          : pictures.map(inspectPicture);
      const errors = checkRewardApplication({ remarks, pictures: inspected }, promotion);
      if (errors.remarks.length > 0 || errors.pictures.length > 0) throw validationFailed({ ...errors });

      // Checked again with the insert, in one transaction the database runs as if no other request ran in between:
      // the same key sent twice at once stores one application and both answers are it, and two keys at once
      // leave one application pending.
      const application = await transaction(db, async () => {
        const meanwhile = await findApplicationByKey(db, member.id, idempotencyKey);
        if (meanwhile) return meanwhile;
        if (await hasPendingApplication(db, member.id, promotion.id)) {
          throw new ApiError(
            'reward.already_applied',
            'An application for this promotion is already pending',
          );
        }
        return await insertApplication(db, {
          memberId: member.id,
          promotionId: promotion.id,
          remarks: remarks.trim(),
          idempotencyKey,
          pictures: inspected.map(toStored),
          at: ctx.now(),
        });
      });
      return ok(application);
    },
  );
}
