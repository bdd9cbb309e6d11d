import { createHash, createHmac } from 'node:crypto';
import { API, gatewayCallback, type GatewayCallback } from '@playhouse/contract';
import { SEAMLESS_HEADERS, verifySeamless } from '@playhouse/contract/server';
import { AppError } from '../../core/errors.js';
import { dbNow } from '../../lib/db-clock.js';
import type { GatewayNotice, PaymentGateway, RawHeaders } from './gateway.js';

/** signSeamless, synchronously (node:crypto), so demoCallback can stay synchronous. */
export function signDemo(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

const header = (h: RawHeaders, name: string) => {
  const v = h[name];
  return typeof v === 'string' ? v : undefined;
};

/**
 * The demo gateway: its payment page is served by this server (demo-gateway.page.ts), and it
 * confirms payments with a signed callback exactly as a real gateway would. Signing follows
 * the seamless protocol: x-timestamp (unix ms) and x-signature = hex HMAC-SHA256 of
 * `${timestamp}.${rawBody}` with the channel's secret (SEAMLESS_HEADERS, verifySeamless).
 */
export const demoGateway: PaymentGateway = {
  code: 'demo',

  async createPayment(order) {
    return { payUrl: API.payment.demoGateway.replace(':orderNo', encodeURIComponent(order.orderNo)) };
  },

  async verifyCallback(rawBody, headers, secret): Promise<GatewayNotice> {
    const ts = header(headers, SEAMLESS_HEADERS.timestamp) ?? '';
    const given = header(headers, SEAMLESS_HEADERS.signature) ?? '';
    // This gateway has always taken lowercase hex only (verifySeamless also takes uppercase).
    if (/[A-F]/.test(given) || !(await verifySeamless(secret, ts, given, rawBody, dbNow())))
      throw new AppError('invalid_signature');
    let body: GatewayCallback;
    try {
      body = gatewayCallback.parse(JSON.parse(rawBody));
    } catch {
      throw new AppError('validation_failed');
    }
    return { orderNo: body.orderNo, amount: BigInt(body.amount), paid: body.status === 'paid', reference: body.reference };
  },

  /**
   * The demo bank pays at once; its reference is derived from the payout number, so a resend
   * answers the same. It bounces account numbers ending in 0000 (closed accounts), so a refused
   * payout can be tried in the demo.
   */
  async payout(order) {
    if (order.accountNumber.endsWith('0000')) throw new AppError('vendor_unavailable', { reason: 'account_closed' });
    return { reference: `DEMOPAY-${createHash('sha256').update(order.payoutNo).digest('hex').slice(0, 16)}` };
  },
};

/** The callback the demo gateway sends for an order: its raw body and signed headers. */
export function demoCallback(secret: string, c: GatewayCallback, now = Date.now()) {
  const raw = JSON.stringify(c);
  const timestamp = String(now);
  return {
    raw,
    headers: { [SEAMLESS_HEADERS.timestamp]: timestamp, [SEAMLESS_HEADERS.signature]: signDemo(secret, timestamp, raw) },
  };
}
