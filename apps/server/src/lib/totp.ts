import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * TOTP of RFC 6238 (HMAC-SHA-1, 30-second steps, 6 digits) with base32 secrets (RFC 4648),
 * the defaults every authenticator app understands.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;

export function base32Encode(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** Case-insensitive; spaces and padding are ignored. Throws on any other character. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const out: number[] = [];
  let bits = 0;
  let value = 0;
  for (const ch of clean) {
    const idx = ALPHABET.indexOf(ch);
    if (idx < 0) throw new Error('invalid base32');
    value = ((value << 5) | idx) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new 160-bit secret (the size RFC 4226 recommends for SHA-1), base32. */
export const generateTotpSecret = () => base32Encode(randomBytes(20));

/** HOTP (RFC 4226) of one counter value. */
function hotp(key: Buffer, counter: number, digits: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(msg).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const bin = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(bin % 10 ** digits).padStart(digits, '0');
}

/** The code of the step that contains `timeMs`. */
export function totpCode(secret: string, timeMs = Date.now(), digits = TOTP_DIGITS): string {
  return hotp(base32Decode(secret), Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS), digits);
}

/** True when `code` matches the current step or one step either side (clock drift). */
export function verifyTotp(secret: string, code: string, timeMs = Date.now(), window = 1): boolean {
  const given = code.replace(/\s/g, '');
  if (!/^[0-9]{6}$/.test(given)) return false;
  let key: Buffer;
  try {
    key = base32Decode(secret);
  } catch {
    return false;
  }
  const step = Math.floor(timeMs / 1000 / TOTP_STEP_SECONDS);
  let match = false;
  // Check every step in the window, without an early exit, so timing does not tell which matched.
  for (let d = -window; d <= window; d++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step + d, TOTP_DIGITS)), Buffer.from(given))) match = true;
  }
  return match;
}

/** The otpauth:// URL authenticator apps read (usually from a QR code). */
export function otpauthUrl(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const q = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${q.toString()}`;
}
