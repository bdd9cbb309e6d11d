import { AppError } from '../../core/errors.js';

/** Small helpers the payment services share. */

/** A positive amount in minor units inside [min, max], else amount_out_of_range. */
export function amountWithin(text: string, min: bigint, max: bigint): bigint {
  const amount = BigInt(text); // the contract schema allows only digits
  if (amount <= 0n || amount < min || amount > max)
    throw new AppError('amount_out_of_range', { min: min.toString(), max: max.toString() });
  return amount;
}

/** Only the last 4 digits show: "******1234". */
export function maskAccountNumber(n: string): string {
  return n.length <= 4 ? '*'.repeat(n.length) : '*'.repeat(n.length - 4) + n.slice(-4);
}
