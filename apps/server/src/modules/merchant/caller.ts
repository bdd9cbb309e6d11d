import type { Merchant } from './merchant.repository.js';

/** Who is calling: what services need from the request (merchant, IP, user agent), without HTTP types. */
export interface Caller {
  merchant: Merchant;
  ip: string;
  userAgent: string | undefined;
  /** The browser's own random id (HEADERS.device), when it sent a well-formed one. */
  device?: string | undefined;
}
