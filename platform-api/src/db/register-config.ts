// The merchant's per-field registration rules (spec account §5), stored in register_field_config and answered as
// RegisterConfig. The defaults below are what the seed (and the 005 migration, for an already seeded database)
// write; afterwards the table is the truth and an operator may change it.
import { REGISTER_FIELDS } from 'shared/contract';
import { allRows, getRow, run } from './database.ts';
import type { Db } from './database.ts';
import type { FieldRule, PatternId, RegisterConfig, RegisterFieldName } from 'shared/contract';

const rule = (
  enabled: boolean,
  required: boolean,
  minLength: number,
  maxLength: number,
  patternId: PatternId,
): FieldRule => ({ enabled, required, minLength, maxLength, patternId });

/**
 * Default rules. mobileNum is optional on the username tab; the rule engine makes it required on the mobile tab.
 * verificationCode is needed only on the mobile tab while REGMOBVERF3 is on (checked by the server, not the
 * engine). Disabled fields carry sensible rules so an operator can switch them on without inventing bounds.
 */
export const DEFAULT_REGISTER_FIELDS: Record<RegisterFieldName, FieldRule> = {
  username: rule(true, true, 4, 16, 'USERNAME'),
  password: rule(true, true, 6, 20, 'PASSWORD'),
  confirmPassword: rule(true, true, 6, 20, 'PASSWORD'),
  paymentPassword: rule(false, false, 6, 6, 'PAYMENT_PASSWORD'),
  idNumber: rule(false, false, 6, 20, 'ALPHANUMERIC'),
  qqNum: rule(false, false, 5, 12, 'NUMERIC'),
  facebook: rule(false, false, 3, 50, 'TEXT'),
  wechat: rule(false, false, 3, 30, 'TEXT'),
  line: rule(false, false, 3, 30, 'TEXT'),
  whatsapp: rule(false, false, 8, 15, 'NUMERIC'),
  zalo: rule(false, false, 8, 15, 'NUMERIC'),
  email: rule(true, false, 6, 50, 'EMAIL'),
  nickname: rule(true, false, 2, 20, 'NAME'),
  payeeName: rule(false, false, 2, 50, 'NAME'),
  mobileNum: rule(true, false, 10, 10, 'MOBILE'),
  recommenderId: rule(false, false, 4, 12, 'ALPHANUMERIC'),
  birthday: rule(true, false, 10, 10, 'DATE'),
  affiliateCode: rule(true, false, 4, 12, 'ALPHANUMERIC'),
  verificationCode: rule(true, true, 4, 10, 'SMS_CODE'),
  captcha: rule(true, true, 4, 6, 'CAPTCHA'),
};

export async function insertDefaultRegisterConfig(db: Db, merchantCode: string): Promise<void> {
  for (const field of REGISTER_FIELDS) {
    const fieldRule = DEFAULT_REGISTER_FIELDS[field];
    await run(
      db,
      `INSERT INTO register_field_config
         (merchant_code, field, enabled, required, min_length, max_length, pattern_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      merchantCode,
      field,
      fieldRule.enabled ? 1 : 0,
      fieldRule.required ? 1 : 0,
      fieldRule.minLength,
      fieldRule.maxLength,
      fieldRule.patternId,
    );
  }
}

/** Writes the defaults for every configured merchant that has no registration rules yet. */
export async function backfillRegisterConfig(db: Db): Promise<void> {
  const merchants = await allRows<{ merchant_code: string }>(
    db,
    `SELECT merchant_code FROM merchant_config m
     WHERE NOT EXISTS (SELECT 1 FROM register_field_config r WHERE r.merchant_code = m.merchant_code)`,
  );
  for (const { merchant_code } of merchants) await insertDefaultRegisterConfig(db, merchant_code);
}

interface FieldRow {
  field: string;
  enabled: number;
  required: number;
  min_length: number;
  max_length: number;
  pattern_id: PatternId;
}

/** The merchant's RegisterConfig; a field missing from the table is answered disabled with its default bounds. */
export async function readRegisterConfig(db: Db, merchantCode: string): Promise<RegisterConfig | undefined> {
  const merchant = await getRow<{ country_dialing_code: string; minimum_age: number }>(
    db,
    'SELECT country_dialing_code, minimum_age FROM merchant_config WHERE merchant_code = ?',
    merchantCode,
  );
  if (!merchant) return undefined;
  const rows = new Map(
    (
      await allRows<FieldRow>(db, 'SELECT * FROM register_field_config WHERE merchant_code = ?', merchantCode)
    ).map((row) => [row.field, row]),
  );
  const fields = Object.fromEntries(
    REGISTER_FIELDS.map((field): [RegisterFieldName, FieldRule] => {
      const row = rows.get(field);
      if (!row) return [field, { ...DEFAULT_REGISTER_FIELDS[field], enabled: false, required: false }];
      return [
        field,
        rule(row.enabled === 1, row.required === 1, row.min_length, row.max_length, row.pattern_id),
      ];
    }),
  ) as Record<RegisterFieldName, FieldRule>;
  return { fields, countryDialingCode: merchant.country_dialing_code, minimumAge: merchant.minimum_age };
}
