// The field rule engine of spec account §5: per-field rules (enabled, required, min, max, patternId) from the
// server's config. The registration form and the platform API run this same code, so the server checks exactly
// what the client checks. Results are i18n keys (shared namespace) with their parameters.
import type {
  FieldRule,
  PatternId,
  RegisterConfig,
  RegisterFieldName,
  RegisterPayload,
} from '../api/contract';
import type { SharedTextKey } from '../i18n/site-texts';

export interface RuleMessage {
  key: SharedTextKey;
  params?: Record<string, string | number>;
}

export interface RuleResult {
  pass: boolean;
  messages: RuleMessage[];
}

const PASS: RuleResult = { pass: true, messages: [] };

/** What each pattern accepts (length is checked separately against the field's min and max). */
export const PATTERNS: Record<PatternId, RegExp> = {
  USERNAME: /^[A-Za-z][A-Za-z0-9]*$/,
  PASSWORD: /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7E]+$/,
  PAYMENT_PASSWORD: /^\d+$/,
  NUMERIC: /^\d+$/,
  ALPHANUMERIC: /^[A-Za-z0-9]+$/,
  // Spec: a simple local-part@domain with 2-3 character domain parts.
  EMAIL: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]{2,3})+$/,
  MOBILE: /^\d+$/,
  NAME: /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u,
  TEXT: /^[^\p{Cc}]+$/u,
  DATE: /^\d{4}-\d{2}-\d{2}$/,
  CAPTCHA: /^\d+$/,
  SMS_CODE: /^\d+$/,
};

/** Patterns whose values are secrets: never trimmed (a space may be part of a password). */
const UNTRIMMED: ReadonlySet<PatternId> = new Set(['PASSWORD', 'PAYMENT_PASSWORD']);

export function normalise(rule: Pick<FieldRule, 'patternId'>, value: string): string {
  return UNTRIMMED.has(rule.patternId) ? value : value.trim();
}

/** Check one value against its rule. An optional empty field passes; a disabled field always passes. */
export function checkField(rule: FieldRule, rawValue: string): RuleResult {
  if (!rule.enabled) return PASS;
  const value = normalise(rule, rawValue);
  if (value === '') return rule.required ? { pass: false, messages: [{ key: 'validation.required' }] } : PASS;
  const messages: RuleMessage[] = [];
  const length = [...value].length;
  if (length < rule.minLength || length > rule.maxLength) {
    messages.push({ key: 'validation.length', params: { min: rule.minLength, max: rule.maxLength } });
  }
  if (!PATTERNS[rule.patternId].test(value)) {
    messages.push({
      key: `validation.pattern.${rule.patternId}`,
      params: { min: rule.minLength, max: rule.maxLength },
    });
  }
  return { pass: messages.length === 0, messages };
}

/** A value that must be filled (secrets count as typed, other values trimmed). */
export function checkRequired(value: string, secret = false): RuleResult {
  return (secret ? value : value.trim()) === ''
    ? { pass: false, messages: [{ key: 'validation.required' }] }
    : PASS;
}

/** Confirm password: required, and equal to the password (spec account §5). */
export function checkConfirmPassword(password: string, confirm: string): RuleResult {
  if (confirm === '') return { pass: false, messages: [{ key: 'validation.confirmRequired' }] };
  if (confirm !== password) return { pass: false, messages: [{ key: 'validation.confirmMismatch' }] };
  return PASS;
}

/** Birthday: a real date from 1900-01-01 to the end of this year, and at least `minimumAge` years ago. */
export function checkBirthday(value: string, minimumAge: number, now: Date = new Date()): RuleResult {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  const valid = date !== null && date.toISOString().slice(0, 10) === value;
  if (!valid || date.getUTCFullYear() < 1900 || date.getUTCFullYear() > now.getUTCFullYear()) {
    return { pass: false, messages: [{ key: 'validation.pattern.DATE' }] };
  }
  const adult = new Date(Date.UTC(now.getUTCFullYear() - minimumAge, now.getUTCMonth(), now.getUTCDate()));
  if (date > adult)
    return { pass: false, messages: [{ key: 'validation.minimumAge', params: { age: minimumAge } }] };
  return PASS;
}

/** The fields a registration by this method asks for: on the mobile tab the mobile number is the login name. */
export function registerFieldsShown(
  config: RegisterConfig,
  by: RegisterPayload['registerBy'],
): RegisterFieldName[] {
  return (Object.keys(config.fields) as RegisterFieldName[]).filter((name) => {
    if (!config.fields[name].enabled) return false;
    if (by === 'mobile' && name === 'username') return false;
    return true;
  });
}

/** The effective rule of a field for a registration method (the mobile number is required on the mobile tab). */
export function effectiveRule(
  config: RegisterConfig,
  name: RegisterFieldName,
  by: RegisterPayload['registerBy'],
) {
  const rule = config.fields[name];
  if (by === 'mobile' && name === 'mobileNum') return { ...rule, enabled: true, required: true };
  return rule;
}

export type FieldErrors = Partial<Record<RegisterFieldName, RuleMessage[]>>;

/**
 * Validate a whole registration. `skip` names fields checked elsewhere (the captcha and SMS code are checked
 * against what the server issued; the affiliate code by the invitation check).
 */
export function validateRegistration(
  config: RegisterConfig,
  payload: Pick<RegisterPayload, RegisterFieldName | 'registerBy'>,
  options: { now?: Date; skip?: readonly RegisterFieldName[] } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const by = payload.registerBy;
  for (const name of registerFieldsShown(config, by).concat(by === 'mobile' ? ['mobileNum'] : [])) {
    if (options.skip?.includes(name)) continue;
    const value = payload[name] ?? '';
    let result: RuleResult;
    if (name === 'confirmPassword') result = checkConfirmPassword(payload.password, value);
    else {
      result = checkField(effectiveRule(config, name, by), value);
      if (result.pass && name === 'birthday' && value.trim() !== '') {
        result = checkBirthday(value.trim(), config.minimumAge, options.now);
      }
    }
    if (!result.pass) errors[name] = result.messages;
  }
  return errors;
}
