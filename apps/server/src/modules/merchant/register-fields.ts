import {
  OPTIONAL_REGISTER_FIELDS,
  PATTERN_KINDS,
  patternById,
  type OptionalRegisterField,
  type RegisterSettings,
  type Validator,
} from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import type { Merchant } from './merchant.repository.js';

/** The merchant's registration form (which optional fields show, which are required) and field validators. */
export async function registerSettingsOf(db: Db, merchant: Merchant): Promise<RegisterSettings> {
  const rows = await db
    .selectFrom('merchant_register_fields')
    .select(['field', 'shown', 'required'])
    .where('merchant_id', '=', merchant.id)
    .execute();
  const fields = Object.fromEntries(
    OPTIONAL_REGISTER_FIELDS.map((f) => [f, { shown: false, required: false }]),
  ) as RegisterSettings['fields'];
  let mobileRequired = false;
  for (const r of rows) {
    if (r.field === 'mobileNum') mobileRequired = r.required;
    if ((OPTIONAL_REGISTER_FIELDS as readonly string[]).includes(r.field)) {
      fields[r.field as OptionalRegisterField] = { shown: r.shown, required: r.required };
    }
  }
  const f = merchant.flags;
  const usernameMode = f.USERNAMEREG3;
  const mobileMode = f.MOBILENUMREG3;
  return {
    usernameMode,
    mobileMode,
    defaultMode: mobileMode ? 'mobile' : 'username',
    mobilePassword: f.MOBILENUMPASSREG3,
    smsVerification: f.REGMOBVERF3,
    mobileRequired,
    fields,
  };
}

/** Fallback validators when a merchant has not configured a field. */
const DEFAULT_VALIDATORS: Record<string, { patternId: number; min: number; max: number }> = {
  username: { patternId: PATTERN_KINDS.LETTER_FIRST_ALNUM.id, min: 4, max: 16 },
  password: { patternId: PATTERN_KINDS.LETTERS_AND_DIGITS.id, min: 6, max: 20 },
  paymentPassword: { patternId: PATTERN_KINDS.DIGITS.id, min: 6, max: 6 },
  payeeName: { patternId: PATTERN_KINDS.LETTERS_SPACES.id, min: 2, max: 50 },
  email: { patternId: PATTERN_KINDS.EMAIL.id, min: 5, max: 254 },
  qqNum: { patternId: PATTERN_KINDS.DIGITS.id, min: 5, max: 12 },
  line: { patternId: PATTERN_KINDS.NO_SPACES.id, min: 2, max: 50 },
  whatsapp: { patternId: PATTERN_KINDS.DIGITS.id, min: 6, max: 15 },
  facebook: { patternId: PATTERN_KINDS.NO_SPACES.id, min: 2, max: 50 },
  wechat: { patternId: PATTERN_KINDS.NO_SPACES.id, min: 2, max: 50 },
  idNumber: { patternId: PATTERN_KINDS.ALNUM.id, min: 4, max: 30 },
  recommenderId: { patternId: PATTERN_KINDS.ALNUM.id, min: 1, max: 32 },
  affiliateCode: { patternId: PATTERN_KINDS.ALNUM.id, min: 1, max: 32 },
  nickname: { patternId: PATTERN_KINDS.ANY.id, min: 1, max: 32 },
};

export async function validatorsOf(db: Db, merchantId: string): Promise<Validator[]> {
  const rows = await db
    .selectFrom('merchant_validators')
    .select(['field', 'pattern_id', 'min_length', 'max_length'])
    .where('merchant_id', '=', merchantId)
    .execute();
  const byField = new Map<string, Validator>();
  for (const [field, d] of Object.entries(DEFAULT_VALIDATORS)) {
    byField.set(field, {
      field,
      patternId: d.patternId,
      minLength: d.min,
      maxLength: d.max,
      acceptedPattern: patternById(d.patternId)!.source,
    });
  }
  for (const r of rows) {
    const kind = patternById(r.pattern_id);
    if (!kind) continue;
    byField.set(r.field, {
      field: r.field,
      patternId: r.pattern_id,
      minLength: r.min_length,
      maxLength: r.max_length,
      acceptedPattern: kind.source,
    });
  }
  return [...byField.values()];
}
