// The register form's pure rules: which fields a tab shows and in what order, the invitation code of the URL,
// the checks (the shared rule engine, as the server runs it) and the payload sent.
import {
  REGISTER_FIELDS,
  type RegisterConfig,
  type RegisterFieldName,
  type RegisterMethod,
  type RegisterPayload,
  type WhiteLabelFlag,
} from 'shared';
import { checkField, type FieldErrors, registerFieldsShown, validateRegistration } from 'shared/validation';
import { COUNTRY_DIALING_CODE } from './mobile';

export type RegisterBy = RegisterPayload['registerBy'];
export type RegisterValues = Record<RegisterFieldName, string>;

export const EMPTY_VALUES = Object.fromEntries(REGISTER_FIELDS.map((name) => [name, ''])) as RegisterValues;

/** The tabs the merchant allows and the one open first (spec account §2, §4). */
export function registerMethods(flags: Partial<Record<WhiteLabelFlag, boolean>> | undefined): {
  options: RegisterBy[];
  initial: RegisterBy;
} {
  const username = flags?.USERNAMEREG3 === true;
  const mobile = flags?.MOBILENUMREG3 === true;
  if (mobile && !username) return { options: ['mobile'], initial: 'mobile' };
  if (mobile && username) return { options: ['username', 'mobile'], initial: 'username' };
  return { options: ['username'], initial: 'username' };
}

/** The invitation code (`affiliateCode`, else `code`) and `domain` of the page's URL. */
export function invitationFromUrl(search: string): { code: string; domain: string } {
  const params = new URLSearchParams(search);
  return {
    code: (params.get('affiliateCode') ?? params.get('code') ?? '').trim(),
    domain: (params.get('domain') ?? '').trim(),
  };
}

export interface ShownOptions {
  /** REGMOBVERF3: the mobile tab asks for an SMS code. */
  smsVerification: boolean;
  /** The invitation field is enabled and the URL's code is missing or was not accepted. */
  invitationShown: boolean;
}

/**
 * The fields of a tab in the order shown: on the mobile tab the number (and its SMS code) first; the captcha
 * last; the rest in the config's order.
 */
export function fieldsShown(
  config: RegisterConfig,
  by: RegisterBy,
  options: ShownOptions,
): RegisterFieldName[] {
  const rest = registerFieldsShown(config, by).filter(
    (name) =>
      name !== 'verificationCode' &&
      name !== 'captcha' &&
      !(by === 'mobile' && name === 'mobileNum') &&
      !(name === 'affiliateCode' && !options.invitationShown),
  );
  const head: RegisterFieldName[] =
    by === 'mobile' ? ['mobileNum', ...(options.smsVerification ? (['verificationCode'] as const) : [])] : [];
  const tail: RegisterFieldName[] = config.fields.captcha.enabled ? ['captcha'] : [];
  return [...head, ...rest, ...tail];
}

/** The checks of the shown fields (hidden ones are skipped), in the engine the server runs too. */
export function validateShown(
  config: RegisterConfig,
  values: RegisterValues,
  by: RegisterBy,
  shown: readonly RegisterFieldName[],
  now?: Date,
): FieldErrors {
  const skip = REGISTER_FIELDS.filter((name) => !shown.includes(name));
  const errors = validateRegistration(
    config,
    { ...values, registerBy: by },
    { skip, ...(now ? { now } : {}) },
  );
  // The SMS code is asked for by the REGMOBVERF3 flag even where the config leaves its rule disabled.
  if (shown.includes('verificationCode') && !config.fields.verificationCode.enabled) {
    const rule = {
      ...config.fields.verificationCode,
      enabled: true,
      required: true,
      patternId: 'SMS_CODE' as const,
    };
    const result = checkField(rule, values.verificationCode);
    if (!result.pass) errors.verificationCode = result.messages;
  }
  return errors;
}

export interface PayloadContext {
  by: RegisterBy;
  shown: readonly RegisterFieldName[];
  /** The URL's invitation code when the server accepted it (the field is then hidden). */
  acceptedUrlCode: string;
  domain: string;
  registerMethod: RegisterMethod;
  registerUrl: string;
}

/** The registration payload: shown values (trimmed, secrets as typed), empty strings for the rest. */
export function buildPayload(values: RegisterValues, context: PayloadContext): RegisterPayload {
  const value = (name: RegisterFieldName) => {
    if (!context.shown.includes(name)) return '';
    const raw = values[name];
    return name === 'password' || name === 'confirmPassword' || name === 'paymentPassword' ? raw : raw.trim();
  };
  const mobileNum = value('mobileNum');
  return {
    countryDialingCode: COUNTRY_DIALING_CODE,
    registerUrl: context.registerUrl,
    registerMethod: context.registerMethod,
    // On the mobile tab the mobile number is the login name.
    username: context.by === 'mobile' ? mobileNum : value('username'),
    password: value('password'),
    confirmPassword: value('confirmPassword'),
    affiliateCode: context.shown.includes('affiliateCode') ? value('affiliateCode') : context.acceptedUrlCode,
    paymentPassword: value('paymentPassword'),
    recommenderId: value('recommenderId'),
    nickname: value('nickname'),
    payeeName: value('payeeName'),
    email: value('email'),
    mobileNum,
    idNumber: value('idNumber'),
    qqNum: value('qqNum'),
    facebook: value('facebook'),
    wechat: value('wechat'),
    line: value('line'),
    whatsapp: value('whatsapp'),
    zalo: value('zalo'),
    birthday: value('birthday'),
    captcha: value('captcha'),
    type: 0,
    domain: context.domain,
    verificationCode: value('verificationCode'),
    registerBy: context.by,
  };
}
