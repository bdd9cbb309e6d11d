import { z } from 'zod';
import { parseAmount } from '@playhouse/contract';
import { checkText, type AddIssue } from '../../../lib/forms/rules';

/** The fields every form that moves money out has (withdraw, transferUpline). */
export const moneyOutShape = { amount: z.string(), paymentPassword: z.string() };

/** The browser-side check of those fields: a positive amount and a payment password. */
export function checkMoneyOut(v: { amount: string; paymentPassword: string }, add: AddIssue) {
  const minor = parseAmount(v.amount);
  if (minor === null || minor <= 0n) add('amount', 'pay_amount_invalid');
  checkText(add, 'paymentPassword', v.paymentPassword, true);
}

/** The amount in minor units, once the schema has accepted it. */
export const amountMinor = (amount: string) => parseAmount(amount)!;
