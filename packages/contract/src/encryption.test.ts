import { describe, expect, it } from 'vitest';
import { decryptBody, encryptBody, generateKeyPair, importPrivateKey, importPublicKey } from './index.js';

describe('credential envelope', () => {
  it('round-trips a body and refuses a tampered one', async () => {
    const pair = await generateKeyPair();
    const pub = await importPublicKey(pair.publicKey);
    const priv = await importPrivateKey(pair.privateKey);
    const body = { username: 'juan', password: 'Secret123' };
    const env = await encryptBody(body, pub, 'k1');
    expect(JSON.stringify(env)).not.toContain('Secret123');
    expect(await decryptBody(env, priv)).toEqual(body);
    const bytes = atob(env.data).split('');
    bytes[0] = String.fromCharCode(bytes[0]!.charCodeAt(0) ^ 1);
    await expect(decryptBody({ ...env, data: btoa(bytes.join('')) }, priv)).rejects.toBeTruthy();
  });

  it('uses a fresh key and iv for every request', async () => {
    const pair = await generateKeyPair();
    const pub = await importPublicKey(pair.publicKey);
    const a = await encryptBody({ x: 1 }, pub, 'k1');
    const b = await encryptBody({ x: 1 }, pub, 'k1');
    expect(a.key).not.toEqual(b.key);
    expect(a.iv).not.toEqual(b.iv);
  });
});
