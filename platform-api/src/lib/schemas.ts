// The request schema pieces several routes share, declared once in TypeBox: each is at the same time the runtime
// check (src/lib/validator.ts), the handler's static type (Fastify's TypeBox type provider) and a part of the
// OpenAPI document (/docs in development). A query parameter with a default is declared required, as the
// contract types have it; the validator fills the default in when a caller leaves it out.
import { Type } from 'typebox';
import { REBATE_CATEGORIES } from 'shared/contract';
import type { TProperties } from 'typebox';

/** A row id in a path or a body: a positive integer. */
export const Id = Type.Integer({ minimum: 1 });

/** A 32-bit database id as the content routes take it. */
export const Id32 = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** `/…/:id` */
export const IdParams = Type.Object({ id: Id });

/** Integer minor units, positive; the route's config maps a failure here to money.amount_invalid. */
export const Amount = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 });

/** A UUID made by the page for each money-moving submit. */
export const IdempotencyKey = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

/** A body carrying only the idempotency key of a submit. */
export const IdempotencyKeyBody = Type.Object({ idempotencyKey: IdempotencyKey });

export const DEFAULT_PAGE_SIZE = 20;

/** `page` (1-based) and `pageSize` of a record page. */
export const Pagination = {
  page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE }),
};

const Day = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' });

/** RecordQuery (spec account §2): a preset or a custom range of days, and the page. */
export const RecordQueryProperties = {
  preset: Type.Enum(['today', 'yesterday', '7days', '30days', 'custom']),
  from: Type.Optional(Day),
  to: Type.Optional(Day),
  ...Pagination,
};

/** The query string of a record route: RecordQuery plus the route's own filters. */
export const recordQuery = <Extra extends TProperties>(extra: Extra) =>
  Type.Object({ ...RecordQueryProperties, ...extra });

/** AgentRangeQuery: a preset or a custom range; the dates themselves are judged by resolveAgentRange. */
export const AgentRangeProperties = {
  preset: Type.Enum(['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom']),
  from: Type.Optional(Type.String({ maxLength: 32 })),
  to: Type.Optional(Type.String({ maxLength: 32 })),
};

/** RebateRates: every category, each a JSON number (whole permille is the shared ceiling rule's business). */
export const RebateRates = Type.Object(
  Object.fromEntries(REBATE_CATEGORIES.map((category) => [category, Type.Number()])) as Record<
    (typeof REBATE_CATEGORIES)[number],
    ReturnType<typeof Type.Number>
  >,
);

/** Query properties naming the language (either spelling). */
export const LanguageQueryProperties = {
  language: Type.Optional(Type.String({ maxLength: 16 })),
  lang: Type.Optional(Type.String({ maxLength: 16 })),
};

/** A deposit's or withdrawal's status, as a record filter. */
export const MoneyStatus = Type.Enum(['pending', 'approved', 'rejected', 'cancelled']);

/** A record route's query string with no filters of its own. */
export const RecordQuerySchema = recordQuery({});
