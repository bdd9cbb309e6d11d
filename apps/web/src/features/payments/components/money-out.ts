import type { TFunction } from 'i18next';
import { parseAmount } from '@playhouse/contract';

/**
 * The browser-side check of a form that moves money out (withdraw, transferUpline): a positive
 * amount and a payment password. `minor` is set only when there is nothing to fix.
 */
export function checkMoneyOut(
  amount: string,
  paymentPassword: string,
  t: TFunction,
): { minor: bigint | null; errors: Record<string, string> } {
  const minor = parseAmount(amount);
  const errors: Record<string, string> = {};
  if (minor === null || minor <= 0n) errors.amount = t('pay_amount_invalid');
  if (!paymentPassword.trim()) errors.paymentPassword = t('field_required');
  return { minor: Object.keys(errors).length ? null : minor, errors };
}
