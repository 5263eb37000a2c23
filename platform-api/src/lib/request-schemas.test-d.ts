// Type-level check, run by `pnpm typecheck`: each route's request schema describes exactly the request type the
// site sends (shared/contract), so the server's schema and the client's type cannot drift apart silently.
// Same<A, B> holds when each is assignable to the other and both have the same keys (an optional field that only
// one side knows is a drift as well).
import type { Static } from 'typebox';
import type {
  AgentRangeQuery,
  AgentTransferRequest,
  ChatLaunchQuery,
  CreateAffiliateLinkRequest,
  DemoSpinRequest,
  DepositRequest,
  DevSystemStatusBody,
  DownlineQuery,
  EncryptedBody,
  FeedbackRequest,
  GameListQuery,
  LaunchQuery,
  MarkAnnouncementReadRequest,
  PaymentPasswordRequest,
  PayoutAccountRequest,
  RecordQuery,
  RewardApplicationRequest,
  SetDownlineRebateRequest,
  SmsCodeRequest,
  UplineTransferRequest,
  WithdrawRequest,
} from 'shared/contract';
import type { encryptedBodySchema } from './encrypted-body.ts';
import type { RecordQuerySchema } from './schemas.ts';
import type { AgentTransferBody, UplineTransferBody } from '../routes/agent-transfer.ts';
import type { AgentRangeQuerySchema, DownlineQuerySchema, RatesBody } from '../routes/agent.ts';
import type { ChatLaunchQuerySchema } from '../routes/chat.ts';
import type { AnnouncementReadBody } from '../routes/content.ts';
import type { DepositBody } from '../routes/deposit.ts';
import type { DevSystemStatusBodySchema } from '../routes/dev.ts';
import type { DemoSpinBody, GameListQuerySchema, LaunchQuerySchema } from '../routes/lobby.ts';
import type { FeedbackBody } from '../routes/member-centre.ts';
import type { RewardApplicationBody } from '../routes/promotions.ts';
import type { PaymentPasswordBody, PayoutAccountBody } from '../routes/security.ts';
import type { SmsCodeBody } from '../routes/verification.ts';
import type { WithdrawBody } from '../routes/withdraw.ts';

type Same<A, B> = [A] extends [B]
  ? [B] extends [A]
    ? [keyof A] extends [keyof B]
      ? [keyof B] extends [keyof A]
        ? true
        : false
      : false
    : false
  : false;

/**
 * For a query the server reads more leniently than the site writes it (another spelling of a parameter, a value
 * the site never sends, a parameter the site always sends but the server can do without): every request the
 * contract allows is accepted, and the schema knows every parameter of the contract.
 */
type Accepts<Schema, Contract> = [Contract] extends [Schema]
  ? [keyof Contract] extends [keyof Schema]
    ? true
    : false
  : false;

/** Compiles only when its argument is `true`. */
type Holds<T extends true> = T;

export type RequestSchemasMatchTheContract = [
  Holds<Same<Static<typeof WithdrawBody>, WithdrawRequest>>,
  Holds<Same<Static<typeof DepositBody>, DepositRequest>>,
  Holds<Same<Static<typeof RecordQuerySchema>, RecordQuery>>,
  Holds<Same<Static<typeof AgentTransferBody>, AgentTransferRequest>>,
  Holds<Same<Static<typeof UplineTransferBody>, UplineTransferRequest>>,
  Holds<Same<Static<typeof RatesBody>, SetDownlineRebateRequest>>,
  Holds<Same<Static<typeof RatesBody>, CreateAffiliateLinkRequest>>,
  Holds<Same<Static<typeof AgentRangeQuerySchema>, AgentRangeQuery>>,
  Holds<Same<Static<typeof DownlineQuerySchema>, DownlineQuery>>,
  Holds<Same<Static<typeof ChatLaunchQuerySchema>, Partial<ChatLaunchQuery>>>,
  Holds<Same<Static<typeof AnnouncementReadBody>, MarkAnnouncementReadRequest>>,
  Holds<Same<Static<typeof DevSystemStatusBodySchema>, DevSystemStatusBody>>,
  // The server also takes `lang` (the language's other spelling) and isNew '0'.
  Holds<Accepts<Static<typeof GameListQuerySchema>, GameListQuery>>,
  // The server also takes `lang`, and launches in-house games without nodeId and vendor.
  Holds<Accepts<Static<typeof LaunchQuerySchema>, LaunchQuery>>,
  Holds<Same<Static<typeof DemoSpinBody>, DemoSpinRequest>>,
  Holds<Same<Static<typeof FeedbackBody>, FeedbackRequest>>,
  Holds<Same<Static<typeof RewardApplicationBody>, RewardApplicationRequest>>,
  // The server also takes a change without the step-up's password, to answer it auth.password_invalid itself.
  Holds<Accepts<Static<typeof PaymentPasswordBody>, PaymentPasswordRequest>>,
  Holds<Accepts<Static<typeof PayoutAccountBody>, PayoutAccountRequest>>,
  Holds<Same<Static<typeof SmsCodeBody>, SmsCodeRequest>>,
  Holds<Same<Static<(typeof encryptedBodySchema)['body']>, EncryptedBody>>,
];
