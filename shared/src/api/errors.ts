// Errors of the API client, and their mapping to the spec's error catalogue (texts under `errors.` in the
// shared namespace) and to a toast type.
import { API_ERROR_CODES, type ApiErrorCode } from './contract';
import type { SharedTextKey } from '../i18n/site-texts';

export type ClientErrorCode = 'network.offline' | 'network.timeout' | 'response.invalid';
export type AnyErrorCode = ApiErrorCode | ClientErrorCode;

export const ERROR_MESSAGE_KEYS: Record<AnyErrorCode, SharedTextKey> = {
  bad_request: 'errors.badRequest',
  'payload.invalid': 'errors.badRequest',
  'merchant.unknown': 'errors.unknown',
  'auth.not_logged_in': 'errors.notLoggedIn',
  'auth.session_expired': 'errors.sessionExpired',
  'auth.user_not_found': 'errors.userNotFound',
  'auth.captcha_required': 'errors.verificationCode',
  'auth.captcha_invalid': 'errors.verificationCode',
  'auth.non_member': 'errors.nonMember',
  'auth.non_agent': 'errors.nonAgent',
  'auth.forbidden': 'errors.forbidden',
  'register.username_exists': 'errors.usernameExists',
  'register.invalid_invitation': 'errors.invalidInvitation',
  'referrer.link_error': 'errors.referrerLink',
  'validation.failed': 'errors.badRequest',
  'sms.rate_limited': 'errors.smsRateLimited',
  'sms.code_invalid': 'errors.verificationCode',
  'sms.code_expired': 'errors.smsExpired',
  'password.same': 'errors.samePassword',
  'password.wrong_old': 'errors.wrongOldPassword',
  'auth.account_locked': 'errors.accountLocked',
  'auth.trial_forbidden': 'errors.actualAccount',
  'recovery.email_mismatch': 'errors.emailMismatch',
  'recovery.token_invalid': 'errors.resetLinkInvalid',
  'recovery.token_expired': 'errors.resetLinkExpired',
  'recovery.token_used': 'errors.resetLinkUsed',
  'recovery.token_voided': 'errors.resetLinkVoided',
  'recovery.channel_recent': 'errors.recoveryChannelRecent',
  'money.amount_invalid': 'errors.amountInvalid',
  'money.below_minimum': 'errors.belowMinimum',
  'money.above_maximum': 'errors.aboveMaximum',
  'money.insufficient_balance': 'errors.insufficientBalance',
  'money.turnover_required': 'errors.turnoverRequired',
  'money.payment_password_wrong': 'errors.paymentPasswordWrong',
  'money.payment_password_unset': 'errors.paymentPasswordUnset',
  'money.duplicate_request': 'errors.duplicateRequest',
  'money.account_invalid': 'errors.accountInvalid',
  'money.reference_required': 'errors.referenceRequired',
  'money.reference_used': 'errors.referenceUsed',
  'game.unavailable': 'errors.gameUnavailable',
  'game.not_found': 'errors.urlEmpty',
  'announcement.not_found': 'errors.urlEmpty',
  'promotion.not_found': 'errors.promotionNotFound',
  'reward.not_applicable': 'errors.rewardNotApplicable',
  'reward.already_applied': 'errors.rewardAlreadyApplied',
  'agent.not_in_team': 'errors.notInTeam',
  'agent.rebate_above_own': 'errors.rebateAboveOwn',
  'agent.contract_decided': 'errors.contractDecided',
  'agent.upline_transfer_forbidden': 'errors.forbidden',
  'agent.link_limit_reached': 'errors.linkLimitReached',
  'agent.link_not_found': 'errors.linkNotFound',
  'limit.invalid': 'errors.limitInvalid',
  'limit.cooling_off': 'errors.limitCoolingOff',
  'limit.deposit_exceeded': 'errors.depositLimitExceeded',
  'limit.wager_exceeded': 'errors.wagerLimitExceeded',
  'limit.loss_exceeded': 'errors.lossLimitExceeded',
  'limit.session_exceeded': 'errors.sessionLimitExceeded',
  'limit.receiver_deposit_exceeded': 'errors.receiverDepositLimitExceeded',
  'protection.excluded': 'errors.excluded',
  'feature.disabled': 'errors.featureDisabled',
  'session.not_found': 'errors.sessionNotFound',
  'sms.code_required': 'errors.smsCodeRequired',
  'sms.no_mobile': 'errors.smsNoMobile',
  'auth.password_invalid': 'errors.passwordInvalid',
  'system.upgrading': 'errors.upgrading',
  'system.ip_restricted': 'errors.forbidden',
  'system.busy': 'errors.busy',
  'request.method_not_allowed': 'errors.badRequest',
  'request.too_large': 'errors.tooLarge',
  'request.uri_too_long': 'errors.badRequest',
  'request.unsupported_media_type': 'errors.badRequest',
  'request.headers_too_large': 'errors.badRequest',
  not_found: 'errors.urlEmpty',
  rate_limited: 'errors.tooManyRequests',
  unknown: 'errors.unknown',
  'network.offline': 'errors.offline',
  'network.timeout': 'errors.offline',
  'response.invalid': 'errors.unknown',
};

export class ApiError extends Error {
  readonly code: AnyErrorCode;
  readonly status: number;
  readonly value: unknown;

  constructor(code: AnyErrorCode, status: number, value: unknown = null, detail?: string) {
    super(detail ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }

  /** i18n key (shared namespace) of the catalogue text to show. */
  get messageKey(): SharedTextKey {
    return ERROR_MESSAGE_KEYS[this.code];
  }

  /** Network trouble gets the 'offline' toast; everything else 'fail'. */
  get toastType(): 'offline' | 'fail' {
    return this.code === 'network.offline' || this.code === 'network.timeout' ? 'offline' : 'fail';
  }
}

export function isApiErrorCode(code: unknown): code is ApiErrorCode {
  return typeof code === 'string' && Object.hasOwn(API_ERROR_CODES, code);
}

/** Any thrown value as an ApiError (unknown failures become 'unknown'). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('unknown', 0, null, error instanceof Error ? error.message : String(error));
}
