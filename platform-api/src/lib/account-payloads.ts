// Shape checks of the account payloads that no route schema sees (encrypted bodies) or that are read after checks
// that must answer first (the session, free play): every field present with the right type and a bounded length.
// The field rules themselves (patterns, lengths from the merchant config) are the shared rule engine's job.
import {
  REGISTER_FIELDS,
  type ChangePasswordPayload,
  type ResetPasswordByEmailPayload,
  type RegisterMethod,
  type RegisterPayload,
  type SetPasswordByPhonePayload,
} from 'shared/contract';

/** Upper bound of any string of a registration payload. */
export const MAX_FIELD_LENGTH = 200;

/** Every register field is sent as a string, with the dialing code, the page's URL and the domain. */
const REGISTER_STRING_KEYS = [
  ...REGISTER_FIELDS,
  'countryDialingCode',
  'registerUrl',
  'domain',
] as const satisfies readonly (keyof RegisterPayload)[];

const REGISTER_METHODS: readonly RegisterMethod[] = ['H5', 'APP', 'PWA', 'WEBCLIP'];

const isRecord = (input: unknown): input is Record<string, unknown> =>
  typeof input === 'object' && input !== null && !Array.isArray(input);

const isBoundedString = (value: unknown, max = MAX_FIELD_LENGTH): value is string =>
  typeof value === 'string' && value.length <= max;

/** A RegisterPayload: every key present; strings at most 200 characters; type 0; known method and tab. */
export function parseRegisterPayload(input: unknown): RegisterPayload | undefined {
  if (!isRecord(input)) return undefined;
  for (const key of REGISTER_STRING_KEYS) if (!isBoundedString(input[key])) return undefined;
  if (input.type !== 0) return undefined;
  if (input.registerBy !== 'username' && input.registerBy !== 'mobile') return undefined;
  if (!REGISTER_METHODS.includes(input.registerMethod as RegisterMethod)) return undefined;
  const payload = Object.fromEntries(REGISTER_STRING_KEYS.map((key) => [key, input[key] as string]));
  return {
    ...(payload as Omit<RegisterPayload, 'type' | 'registerBy' | 'registerMethod'>),
    type: 0,
    registerBy: input.registerBy,
    registerMethod: input.registerMethod as RegisterMethod,
  };
}

export function parseSetPasswordByPhonePayload(input: unknown): SetPasswordByPhonePayload | undefined {
  if (!isRecord(input)) return undefined;
  const { newPassword, mobileNum, verificationCode, firebaseIdToken } = input;
  if (
    !isBoundedString(newPassword) ||
    !isBoundedString(mobileNum, 20) ||
    !isBoundedString(verificationCode, 10)
  ) {
    return undefined;
  }
  if (firebaseIdToken !== undefined && !isBoundedString(firebaseIdToken, 4096)) return undefined;
  return {
    newPassword,
    mobileNum: mobileNum.trim(),
    verificationCode: verificationCode.trim(),
    ...(firebaseIdToken !== undefined && { firebaseIdToken }),
  };
}

export function parseChangePasswordPayload(input: unknown): ChangePasswordPayload | undefined {
  if (!isRecord(input)) return undefined;
  const { oldPassword, newPassword, confirmNewPassword } = input;
  if (
    !isBoundedString(oldPassword) ||
    !isBoundedString(newPassword) ||
    !isBoundedString(confirmNewPassword)
  ) {
    return undefined;
  }
  return { oldPassword, newPassword, confirmNewPassword };
}

/** A ResetPasswordByEmailPayload: the token (64 hex digits at most) and two bounded strings. */
export function parseResetPasswordByEmailPayload(input: unknown): ResetPasswordByEmailPayload | undefined {
  if (!isRecord(input)) return undefined;
  const { token, newPassword, confirmNewPassword } = input;
  if (!isBoundedString(token, 128) || !isBoundedString(newPassword) || !isBoundedString(confirmNewPassword)) {
    return undefined;
  }
  return { token, newPassword, confirmNewPassword };
}
