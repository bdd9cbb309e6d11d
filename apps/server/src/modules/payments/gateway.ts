import { AppError } from '../../core/errors.js';
import { demoGateway } from './demo-gateway.js';

/**
 * A payment channel's gateway: where the member pays, how the gateway's server-to-server
 * callback is verified, and how an approved withdrawal is paid out. An operator adds a real gateway by writing one of these and listing
 * it below (and in the payment_channels.gateway CHECK).
 */
export interface PaymentOrder {
  orderNo: string;
  amount: bigint;
  channelCode: string;
  merchantCode: string;
}
/** An approved withdrawal to pay to the payee's bank account. */
export interface PayoutOrder {
  /** Unique per withdrawal: the gateway pays a payout number once, however often it is sent. */
  payoutNo: string;
  amount: bigint;
  bankName: string;
  accountName: string;
  accountNumber: string;
}
/** What a verified callback says about an order. */
export interface GatewayNotice {
  orderNo: string;
  amount: bigint;
  paid: boolean;
  /** The gateway's own reference of the payment. */
  reference: string;
}
export type RawHeaders = Record<string, string | string[] | undefined>;

export interface PaymentGateway {
  readonly code: string;
  /** Registers the order at the gateway; the member's browser goes to payUrl to pay. */
  createPayment(order: PaymentOrder): Promise<{ payUrl: string }>;
  /** Checks the callback's signature with the channel's secret and reads it; throws invalid_signature. */
  verifyCallback(rawBody: string, headers: RawHeaders, secret: string): Promise<GatewayNotice>;
  /**
   * Pays a withdrawal out, idempotent by payoutNo (a resend answers the first payout's
   * reference). Throws an AppError when the gateway refuses or cannot be reached: nothing is paid.
   */
  payout(order: PayoutOrder): Promise<{ reference: string }>;
}

const GATEWAYS: Record<string, PaymentGateway> = { demo: demoGateway };

export function gatewayOf(code: string): PaymentGateway {
  const g = GATEWAYS[code];
  if (!g) throw new AppError('vendor_unavailable');
  return g;
}
