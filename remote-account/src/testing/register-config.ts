// The merchant's registration rules as the register config call answers them, for the account forms' tests:
// the given fields' rules, every other field off.
import { type FieldRule, REGISTER_FIELDS, type RegisterConfig, type RegisterFieldName } from 'shared';

const OFF: FieldRule = { enabled: false, required: false, minLength: 0, maxLength: 32, patternId: 'TEXT' };

/** The site's own password rule (letters and digits, 6 to 20 characters). */
export const PASSWORD_RULE: FieldRule = {
  enabled: true,
  required: true,
  minLength: 6,
  maxLength: 20,
  patternId: 'PASSWORD',
};

export function registerConfig(rules: Partial<Record<RegisterFieldName, FieldRule>>): RegisterConfig {
  return {
    fields: Object.fromEntries(
      REGISTER_FIELDS.map((name) => [name, rules[name] ?? OFF]),
    ) as RegisterConfig['fields'],
    countryDialingCode: '880',
    minimumAge: 18,
  };
}
