/**
 * Default pay rates of the Thai and Lao products, per 1 baht (price 1.00, minor units), as the
 * Thai online back-ends quote them (domain notes §3.1, §3.2). Merchants override them.
 * RTP = P(win) × rate: 3 top 1/1000, 3 tod 6/1000 for three different digits but only 3/1000
 * for a pair ("112"), 3 front / 3 bottom 2/1000 (two numbers each), 2 top / 2 bottom 1/100,
 * run top 1 − 0.9³ = 0.271, run bottom 1 − 0.9² = 0.19.
 */
import { parseAmount } from '../../money.js';
import type { Pricing } from './product.js';

/** "3.2" baht in minor units, read as text so no rate passes through floating point. */
const baht = (amount: string): bigint => parseAmount(amount)!;
const rate = (payout: string): Pricing => ({ price: baht('1'), payout: { hit: baht(payout) } });

export const THAI_PRICING: Readonly<Record<string, Pricing>> = {
  /** 900: 90.0 %. */
  'TH-3TOP': rate('900'),
  /** 150: 90.0 % on three different digits, 45.0 % on a pair. */
  'TH-3TOD': rate('150'),
  /** 450: 90.0 %. */
  'TH-3FRONT': rate('450'),
  'TH-3BOTTOM': rate('450'),
  /** 90: 90.0 %. */
  'TH-2TOP': rate('90'),
  'TH-2BOTTOM': rate('90'),
  /** 3.2: 86.7 %. */
  'TH-RUN-TOP': rate('3.2'),
  /** 4.2: 79.8 %. */
  'TH-RUN-BOTTOM': rate('4.2'),
};

export const LAO_PRICING: Readonly<Record<string, Pricing>> = {
  /** 850: 85.0 %. */
  'LA-3TOP': rate('850'),
  /** 120: 72.0 % on three different digits, 36.0 % on a pair. */
  'LA-3TOD': rate('120'),
  /** 95: 95.0 %. */
  'LA-2TOP': rate('95'),
  'LA-2BOTTOM': rate('95'),
  /** 3.5: 94.85 %. */
  'LA-RUN-TOP': rate('3.5'),
  /** 4.5: 85.5 %. */
  'LA-RUN-BOTTOM': rate('4.5'),
};
