import { checkValue, newPasswordCheck, type FieldIssue, type Validator } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { validatorsOf } from '../merchant/index.js';

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

  validator(rule: string): Validator | undefined {
    return this.byField.get(rule);
  }
}

export const requiredIssue = (field: string): FieldIssue => ({ field, key: 'field_required' });

/** One answer with every field problem (validation_failed, value = FieldIssue[]). */
export function failOnIssues(issues: (FieldIssue | null)[]) {
  const found = issues.filter((i): i is FieldIssue => i !== null);
  if (found.length) throw new AppError('validation_failed', found);
}

/** Passwords are trimmed wherever they are set (the contract's rule, shared with the browser). */
export { trimPassword } from '@playhouse/contract';

/**
 * A new password: present and valid under the password validator (as `field`), and the
 * confirmation equal to it when `confirm` is not undefined. Returns the trimmed password.
 */
export function checkNewPassword(rules: FieldRules, given: string, confirm: string | undefined, field = 'newPassword'): string {
  const { password, issue, confirmed } = newPasswordCheck(given, confirm, rules.validator('password'), field);
  failOnIssues([issue]);
  if (!confirmed) throw new AppError('inconsistent_twice');
  return password;
}
