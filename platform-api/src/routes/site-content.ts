// Public content routes: the help centre and the site's marketing copy in the caller's language
// (`language` / `lang` query, else the x-lang header, else Bengali), customer-service entries and the download
// and social links. A resource type without a link is not configured and simply absent.
import { Type } from 'typebox';
import { CONTENT_PATHS } from 'shared/contract';
import { ApiError, ok } from '../lib/envelope.ts';
import { languageOf } from '../lib/language.ts';
import { LanguageQueryProperties } from '../lib/schemas.ts';
import { listCustomerService, listDownloadLinks, listHelp, readSiteContent } from '../db/site-content.ts';
import type { ApiApp, AppContext } from '../app-context.ts';

const LanguageQuery = Type.Object(LanguageQueryProperties);

export function registerSiteContentRoutes(app: ApiApp, ctx: AppContext): void {
  const { db } = ctx;

  app.get(
    CONTENT_PATHS.help,
    {
      schema: {
        summary: "The help centre's sections in the caller's language",
        querystring: Type.Object({
          ...LanguageQueryProperties,
          device: Type.Optional(Type.Enum(['MOBILE', 'WEB'])),
        }),
      },
    },
    async (request) =>
      ok(await listHelp(db, languageOf(request, request.query.language, request.query.lang))),
  );

  app.get(
    CONTENT_PATHS.siteContent,
    { schema: { summary: "The site's marketing copy in the caller's language", querystring: LanguageQuery } },
    async (request) => {
      const language = languageOf(request, request.query.language, request.query.lang);
      const content = await readSiteContent(db, language, ctx.now());
      if (!content) throw new ApiError('not_found', 'No site content is configured');
      return ok(content);
    },
  );

  app.get(CONTENT_PATHS.customerService, { schema: { summary: 'The customer-service entries' } }, async () =>
    ok(await listCustomerService(db)),
  );

  app.get(CONTENT_PATHS.downloadLinks, { schema: { summary: 'The download and social links' } }, async () =>
    ok(await listDownloadLinks(db)),
  );
}
