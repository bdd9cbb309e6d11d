import { checkValue, type FieldIssue, type Validator } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { validatorsOf } from '../system/index.js';

/**
 * The merchant's field validators, checked with the contract's checkValue: the very
 * rules the browser applies before it sends, so both give the same answer.
 */
export class FieldRules {
  private constructor(private readonly byField: Map<string, Validator>) {}

  static async of(db: Db, merchantId: string): Promise<FieldRules> {
    const list = await validatorsOf(db, merchantId);
    return new FieldRules(new Map(list.map((v) => [v.field, v])));
  }

  /** The issue of `value` under the validator of `rule`, reported as `field` (the form's name). */
  check(rule: string, value: string, field = rule): FieldIssue | null {
    const v = this.byField.get(rule);
    const issue = v ? checkValue(v, value) : null;
    return issue ? { ...issue, field } : null;
  }
}

export const requiredIssue = (field: string): FieldIssue => ({ field, key: 'field_required' });

/** One answer with every field problem (validation_failed, value = FieldIssue[]). */
export function failOnIssues(issues: (FieldIssue | null)[]) {
  const found = issues.filter((i): i is FieldIssue => i !== null);
  if (found.length) throw new AppError('validation_failed', found);
}

/**
 * Passwords are trimmed wherever they are set, as sign-in trims what it is given (§5), so a
 * password set here can always be typed back.
 */
export const trimPassword = (p: string | undefined) => p?.trim() ?? '';

/**
 * A new password: present and valid under the password validator (as `field`), and the
 * confirmation equal to it when `confirm` is not undefined. Returns the trimmed password.
 */
export function checkNewPassword(rules: FieldRules, given: string, confirm: string | undefined, field = 'newPassword'): string {
  const password = trimPassword(given);
  failOnIssues([password ? rules.check('password', password, field) : requiredIssue(field)]);
  if (confirm !== undefined && trimPassword(confirm) !== password) throw new AppError('inconsistent_twice');
  return password;
}
