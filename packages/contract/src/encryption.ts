import type { EncryptedEnvelope } from './encryption-envelope.js';

/**
 * Encrypted credential envelope (sent with the header `Encryption: v1`).
 *
 *   body = { keyId, key, iv, data }
 *   key  = base64( RSA-OAEP-SHA256( server public key, raw 32-byte AES key ) )
 *   iv   = base64( 12 random bytes )
 *   data = base64( AES-256-GCM( aesKey, iv, UTF-8 JSON of the plain body ) ), tag appended
 *
 * A fresh AES key is drawn for every request. The code runs on WebCrypto, which both the
 * browser and Node (globalThis.crypto) provide, so client and server share it.
 */
export const ENCRYPTION_VERSION = 'v1';

const RSA = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export async function importPublicKey(spkiBase64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), RSA, false, ['encrypt']);
}

export async function encryptBody(body: unknown, publicKey: CryptoKey, keyId: string): Promise<EncryptedEnvelope> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const rawKey = new Uint8Array(await crypto.subtle.exportKey('raw', aesKey));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(body));
  const data = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const key = new Uint8Array(await crypto.subtle.encrypt(RSA, publicKey, rawKey));
  return { keyId, key: toBase64(key), iv: toBase64(iv), data: toBase64(data) };
}

/** Throws on any tampering or wrong key; the caller maps that to encryption_invalid. */
export async function decryptBody(envelope: EncryptedEnvelope, privateKey: CryptoKey): Promise<unknown> {
  const rawKey = await crypto.subtle.decrypt(RSA, privateKey, fromBase64(envelope.key));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, { name: 'AES-GCM' }, false, ['decrypt']);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: fromBase64(envelope.iv) }, aesKey, fromBase64(envelope.data));
  return JSON.parse(new TextDecoder().decode(plain));
}

export async function importPrivateKey(pkcs8Base64: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('pkcs8', fromBase64(pkcs8Base64), RSA, false, ['decrypt']);
}

export async function generateKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await crypto.subtle.generateKey({ ...RSA, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) }, true, [
    'encrypt',
    'decrypt',
  ]);
  const pub = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  const priv = new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey));
  return { publicKey: toBase64(pub), privateKey: toBase64(priv) };
}
