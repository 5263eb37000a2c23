// The public surface of `shared`, the page's one singleton library. Apps import from here, and from the entry point
// `shared/validation` (the rules the forms and the platform API share), whose code the app that uses a rule
// bundles: each rule serves one app, so the page's first load does not carry them all.
// `shared/contract`, `shared/crypto` and `shared/dates` are for the platform API and the scripts: an app importing
// them would bundle its own copy of what the singleton already carries.

// API contract, client and common endpoints
export {
  AGENT_PATHS,
  CONTENT_PATHS,
  LEDGER_KINDS,
  REBATE_CATEGORIES,
  LOBBY_PATHS,
  RESOURCE_TYPES,
  MONEY_PATHS,
  MONEY_STATUSES,
  PROTECTION_PATHS,
  ACCOUNT_PATHS,
  API_ERROR_CODES,
  API_PATHS,
  PATTERN_IDS,
  REGISTER_FIELDS,
  GAME_TYPES,
  HEADERS,
  MERCHANT_CODE,
  MODULE_IDS,
  WHITE_LABEL_FLAGS,
  CAPTCHA_PATHS,
  SESSION_PATHS,
  EXCLUSION_PERIODS,
  LIMIT_COOLING_OFF_MS,
  LIMIT_KINDS,
  MAX_AFFILIATE_LINKS,
  MONEY_LIMIT_PERIODS,
  REALITY_CHECK_MINUTES,
  TIMEOUT_MAX_DAYS,
  TIMEOUT_MIN_DAYS,
} from './api/contract';
export type {
  ActiveSession,
  BindMobileRequest,
  CaptchaValue,
  ExclusionPeriod,
  ExclusionRequest,
  ExclusionValue,
  LimitExceededValue,
  LimitKind,
  LimitPeriod,
  LimitState,
  MoneyLimitPeriod,
  ProtectionOverview,
  RealityCheckMinutes,
  RevokeOthersValue,
  SetLimitRequest,
  AffiliateLink,
  AgentContract,
  AgentContractKind,
  AgentContractStatus,
  AgentDatePreset,
  AgentRangeQuery,
  AgentRebateValue,
  AgentTransferRequest,
  AgentTransferValue,
  ContractEarning,
  ContractTier,
  CreateAffiliateLinkRequest,
  Downline,
  DownlinePage,
  DownlineQuery,
  RebateCategory,
  SessionFigures,
  RebateRates,
  SetDownlineRebateRequest,
  TeamKpi,
  UplineTransferInfo,
  UplineTransferRequest,
  ChatAnchor,
  ChatAnchors,
  ChatLaunchQuery,
  ChatLaunchValue,
  ChatUnreadValue,
  CustomerServiceEntry,
  CustomerServiceType,
  DownloadLink,
  HelpChild,
  HelpItem,
  HighlightCard,
  MarkAnnouncementReadRequest,
  Promotion,
  PromotionCategory,
  ResourceType,
  RewardApplication,
  RewardApplicationRequest,
  SiteContent,
  YesNo,
  DemoSpinRequest,
  DemoSpinValue,
  Game,
  GameListQuery,
  LaunchQuery,
  LaunchValue,
  PagedGames,
  Winner,
  BetRecord,
  DatePreset,
  DepositChannel,
  DepositPromo,
  DepositRecord,
  DepositRequest,
  FeedbackConfig,
  FeedbackRequest,
  LedgerEntry,
  LedgerKind,
  MailMessage,
  MoneyStatus,
  Paged,
  PaymentPasswordRequest,
  BindEmailRequest,
  PayeeNameRequest,
  DeletePayoutAccountRequest,
  SecurityChange,
  SecurityChangeKind,
  SecurityStepUp,
  PaymentProvider,
  PayoutAccount,
  PayoutAccountRequest,
  PayoutKind,
  ProfitAndLoss,
  RankProgress,
  RebateRecord,
  RebateSummary,
  RecordQuery,
  RecordTotals,
  ReferralInfo,
  RewardItem,
  SecurityOverview,
  SecurityQuestion,
  WithdrawInfo,
  WithdrawRecord,
  WithdrawRequest,
  ChangePasswordPayload,
  ResetPasswordByEmailPayload,
  FieldRule,
  InvitationCheckValue,
  PatternId,
  RegisterConfig,
  RegisterFieldName,
  RegisterMethod,
  RegisterPayload,
  SetPasswordByPhonePayload,
  SmsCodeRequest,
  SmsCodeValue,
  SmsPurpose,
  ValidationFailureValue,
  Announcement,
  AnnouncementResponse,
  ApiEnvelope,
  ApiErrorCode,
  Banner,
  BannerGroup,
  ContractDividendValue,
  GameType,
  LoginFailureValue,
  LoginPayload,
  LoginValue,
  MemberInfo,
  MemberWallet,
  MerchantConfig,
  MerchantWallet,
  ModuleId,
  SystemStatus,
  Vendor,
  VendorConfig,
  WhiteLabelFlag,
} from './api/contract';
export { createApiClient } from './api/client';
export type { ApiClient, ApiClientOptions, Query, RequestOptions } from './api/client';
export { ApiError, ERROR_MESSAGE_KEYS, toApiError } from './api/errors';
export type { AnyErrorCode } from './api/errors';
export { api, notifyError } from './api/api';
export { prefetchStartQueries } from './state/start-queries';
export {
  firstContentShownAtom,
  firstLoadHeld,
  holdFirstLoad,
  markFirstContentShown,
  useFirstContentShown,
} from './state/first-load';
export {
  fetchMerchantConfig,
  fetchSystemStatus,
  merchantConfigQuery,
  systemStatusQuery,
  useMerchantConfig,
  useSystemStatus,
} from './api/endpoints/system';
export {
  contentKeys,
  fetchAnnouncements,
  NOTICE_TYPES,
  sumUnread,
  useAnnouncements,
  useAnnouncementUnread,
  useChatUnread,
  useUnreadTotal,
} from './api/endpoints/content';
export type { ContentType } from './api/endpoints/content';
export {
  fetchMemberInfo,
  fetchMemberWallet,
  fetchMerchantWallet,
  memberInfoQuery,
  memberKeys,
  memberWalletQuery,
  mailUnreadQuery,
  rankProgressQuery,
  rewardCountsQuery,
  useMailUnread,
  useMemberInfo,
  useRenewedMemberInfo,
  useMemberWallet,
  useRankProgress,
  useRewardCounts,
  useMerchantWallet,
} from './api/endpoints/member';
export { logoutOnServer, requestTrialPlay } from './api/endpoints/session';
export {
  fetchSessionFigures,
  protectionKeys,
  sessionStartOf,
  useSessionFigures,
  useSessionSeconds,
} from './api/endpoints/protection';
export type { SessionFiguresOptions } from './api/endpoints/protection';

// Validation (the same rule engine runs in the forms and in the platform API)
// The validation rules (registration, rewards, agency, payment password, player protection) are the entry point
// `shared/validation`: each is used by one app and by the platform API, so the app that uses one bundles it, and
// the page's first load does not carry them all.

// Money entry
export { minorToInput, parseAmountToMinor, toLatinDigits } from './money/amount';
export { createIdempotencyKeeper, IdempotencyKeys, newIdempotencyKey } from './money/idempotency';
export type { IdempotencyKeeper } from './money/idempotency';

// Event bus
export { bus, createEventBus } from './bus/event-bus';
export type { BusEventName, BusEvents, EventBus, PopupKind } from './bus/event-bus';

// Session and member rules
export {
  activeSessionAtom,
  AUTO_LOGIN_STORAGE_KEY,
  avatarLetter,
  clearSession,
  displayName,
  getSession,
  getToken,
  isAutoLogin,
  loggedInAtom,
  memberInfoAtom,
  SESSION_STORAGE_KEY,
  sessionAtom,
  sessionFromLogin,
  startSession,
  startTrialSession,
  TRIAL_SESSION_STORAGE_KEY,
  trialSessionAtom,
  walletAtom,
} from './session/session';
export type { SessionInfo } from './session/session';
export { SESSION_CHANNEL, startSessionSync } from './session/session-sync';
export { useSessionToken } from './session/use-session-token';
export {
  canMarkAnnouncementRead,
  canSeeChatUnread,
  canUplineTransfer,
  canUseFreePlayFeatures,
  isAgentType,
  isGuestLikeType,
  skipsContractCheck,
} from './session/member-rules';

// State
export { atom, mcStore, StoreProvider, useAtom, useAtomValue, useSetAtom } from './state/store';
export type { Atom, PrimitiveAtom, WritableAtom } from './state/store';
export { pageAskedBeforeSignIn, popupAtom, popupEntryAtom } from './state/popup';
export { createQueryClient } from './state/query-client';
export { readJson, readLocal, readSession, writeJson, writeLocal, writeSession } from './state/storage';

// i18n and theme
export {
  addTexts,
  currentLanguage,
  i18n,
  i18nReady,
  LANGUAGE_STORAGE_KEY,
  registeredNamespaces,
  resolveInitialLanguage,
  setLanguage,
  textsSettled,
} from './i18n/i18next-setup';
export type { TextsLoader, TextsNamespace } from './i18n/i18next-setup';
export type { SharedTextKey, SiteTexts } from './i18n/site-texts';
export { registerApp } from './i18n/register-app';
export { useInterfaceLanguage } from './i18n/use-interface-language';
export { DEFAULT_LANGUAGE, isSupportedLanguage, LANGUAGE_NAMES, SUPPORTED_LANGUAGES } from './i18n/languages';
export type { Language } from './i18n/languages';
export { applyTheme, currentTheme, setTheme, THEME_STORAGE_KEY } from './theme/theme';
export type { Theme } from './theme/theme';

// Routes
export {
  canonicalPath,
  CATEGORY_ROUTES,
  categoryPath,
  HOME_PATHS,
  matchRoute,
  routeAccess,
  ROUTES,
  routesOf,
  SIGN_IN_RETURN_PARAM,
  signInReturnPath,
  vendorListPath,
} from './routes/route-table';
export type { RouteId } from './routes/route-table';
export { groupVendors, uniqueByVendor } from './routes/game-categories';
export type { VendorGroup } from './routes/game-categories';
export { useAccessContext } from './routes/use-access-context';
export type {
  AccessContext,
  MemberRule,
  RemoteName,
  RouteAccess,
  RouteDef,
  RouteOwner,
} from './routes/route-types';

// Remote contracts and the pin file
export { REMOTE_EXPOSES, remoteOfModule } from './contracts/remote-modules';
export type {
  AuthPopupProps,
  RemoteModule,
  RemoteModuleId,
  RemoteModuleProps,
  RemotePagesProps,
} from './contracts/remote-modules';
export {
  canaryBucket,
  isCandidate,
  parsePinFile,
  PinFileError,
  pinsForDevice,
  REMOTE_NAMES,
  remoteEntryUrl,
  runsCandidate,
} from './contracts/pin-file';
export type {
  CanaryRelease,
  PinFile,
  PinnedRelease,
  PreviewInfo,
  PreviewNotice,
  RemotePin,
} from './contracts/pin-file';
export { FIRST_FRAME_ID, firstLoadModules, INLINE_PIN_FILE_ID } from './contracts/page-parts';
export type { RemoteModuleRef } from './contracts/page-parts';
export { reportSingletons } from './contracts/singletons';
export type { LibraryEvidence, SingletonReport } from './contracts/singletons';

// Constants of spec §9
export {
  DEBOUNCE_MS,
  DISPLAY,
  HOME_LAYOUT,
  INPUT_LIMITS,
  MEMBER_TYPES,
  REWARD_PICTURES,
  SIDE_MENU,
  THROTTLE_MS,
} from './config/constants';

// Where the page runs
export {
  APP_USER_AGENT_MARKER,
  currentRunningContext,
  installedMode,
  isNativeApp,
  runsInBrowser,
} from './platform/running-context';
export type { InstalledMode, RunningContext } from './platform/running-context';
export { onIdle } from './platform/idle';

// UI kit
export {
  REDUCED_MOTION_QUERY,
  useDebouncedValue,
  useMediaQuery,
  useNearScreen,
  useReducedMotion,
} from './ui/hooks';
export { formatDuration } from './ui/format-duration';
// The merchant's calendar (Asia/Dhaka days, record and agency ranges) and the dates players read
export {
  AGENT_PRESETS,
  AGENT_RANGE_MAX_DAYS,
  daysSince,
  formatDate,
  formatDateTime,
  formatDay,
  MERCHANT_TIME_ZONE,
  merchantDay,
  presetRange,
  RECORD_PRESETS,
  RECORD_RANGE_MAX_DAYS,
  resolveAgentRange,
  resolveRecordRange,
  shiftDay,
} from './dates/dates';
export type { DayPreset, DayRange, Moment, RangeProblem } from './dates/dates';
export { SignedMoney } from './ui/signed-money';
export type { SignedMoneyProps } from './ui/signed-money';
export { QR_MAX_BYTES } from './ui/qr-limits';
export { QrImage } from './ui/qr-lazy';
export type { QrImageProps } from './ui/qr-image';
export { LoadFailed } from './ui/load-failed';
export { useFieldIds } from './ui/use-field-ids';
export { useMoneyFormat } from './ui/use-money-format';
export { PageBar, useGoBack } from './ui/page-bar';
export { DayRangeFilter } from './ui/day-range-filter';
export type { DayRangeFilterProps } from './ui/day-range-filter';
export type { PageBarProps } from './ui/page-bar';
export type { MoneyFormatting } from './ui/use-money-format';
export {
  Badge,
  Button,
  ComingSoon,
  copyWithToast,
  Dialog,
  EmptyState,
  formatBadgeCount,
  formatMoney,
  Money,
  MONEY_MASK,
  PageSwitch,
  startOpeningPage,
  showToast,
  Skeleton,
  Spinner,
  TOAST_DURATION,
  toastDuration,
  toastRole,
  ToastView,
} from './ui/index';
export type {
  BadgeProps,
  ButtonProps,
  ButtonVariant,
  ComingSoonProps,
  DialogPriority,
  DialogProps,
  DialogVariant,
  EmptyStateProps,
  MoneyFormat,
  MoneyProps,
  PageLoader,
  PageSwitchProps,
  SkeletonProps,
  SpinnerProps,
  ToastRequest,
  ToastType,
  ToastViewProps,
} from './ui/index';

// The site's one icon set (lucide drawings named for what they mean here), loaded once with the singleton.
export {
  ApprovedIcon,
  BackIcon,
  BankIcon,
  CancelledIcon,
  CloseIcon,
  DeleteIcon,
  DepositIcon,
  DownloadIcon,
  FavouriteIcon,
  ForwardIcon,
  HideIcon,
  HomeIcon,
  InviteFriendsIcon,
  InviteIcon,
  LiveChatIcon,
  MailIcon,
  MemberIcon,
  MenuIcon,
  NewCodeIcon,
  PauseIcon,
  PendingIcon,
  PlayIcon,
  PromotionIcon,
  RefreshIcon,
  RejectedIcon,
  SecurityIcon,
  SettingsIcon,
  ShowIcon,
  TelegramIcon,
  WhatsAppIcon,
  WithdrawIcon,
} from './icons/index';
export type { Icon, IconProps } from './icons/index';
