import { AppError } from '../../http/errors.js';
import { demoGateway } from './demo-gateway.js';

/**
 * A payment channel's gateway: where the member pays, and how the gateway's server-to-server
 * callback is verified. An operator adds a real gateway by writing one of these and listing
 * it below (and in the payment_channels.gateway CHECK).
 */
export interface PaymentOrder {
  orderNo: string;
  amount: bigint;
  channelCode: string;
  merchantCode: string;
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
}

const GATEWAYS: Record<string, PaymentGateway> = { demo: demoGateway };

export function gatewayOf(code: string): PaymentGateway {
  const g = GATEWAYS[code];
  if (!g) throw new AppError('vendor_unavailable');
  return g;
}
