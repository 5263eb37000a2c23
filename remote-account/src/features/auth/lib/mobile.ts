// Mobile numbers of the account forms: the fixed country dialling code, input clean-up and the MOBILE rule used
// when the merchant's registration config has not been loaded (spec account §5: at most 20, bounds not shown).
import { type FieldRule, INPUT_LIMITS } from 'shared';
import { checkField } from 'shared/validation';

export const COUNTRY_DIALING_CODE = '880';

export const FALLBACK_MOBILE_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 10,
  maxLength: INPUT_LIMITS.mobileMaxLength,
  patternId: 'MOBILE',
};

/** Digits only, at most the input limit (a pasted '+880 1712-345678' keeps its digits). */
export function cleanMobile(value: string): string {
  return value.replace(/\D/g, '').slice(0, INPUT_LIMITS.mobileMaxLength);
}

/** Digits only, at most `max` characters: SMS codes and captcha answers. */
export function cleanDigits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** The props of an input of digits only, at most `max` (an SMS code, a captcha answer): `onValue` gets it clean. */
export function digitsInput(max: number, onValue: (value: string) => void) {
  return {
    inputMode: 'numeric',
    maxLength: max,
    onChange: (event: { target: { value: string } }) => onValue(cleanDigits(event.target.value, max)),
  } as const;
}

export function isValidMobile(value: string, rule: FieldRule = FALLBACK_MOBILE_RULE): boolean {
  return value !== '' && checkField({ ...rule, enabled: true, required: true }, value).pass;
}
