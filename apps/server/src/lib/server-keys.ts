import { generateKeyPair, importPrivateKey } from '@playhouse/contract';
import type { Db } from '../db/database.js';

export interface EnvelopeKey {
  keyId: string;
  publicKey: string;
  privateKey: CryptoKey;
}

const KEY_ID = 'envelope-rsa-1';

/**
 * The RSA key pair of the credential envelope. Generated once and kept in server_keys so
 * that every instance behind a balancer decrypts what any of them published.
 */
export async function loadEnvelopeKey(db: Db): Promise<EnvelopeKey> {
  let row = await db.selectFrom('server_keys').selectAll().where('id', '=', KEY_ID).executeTakeFirst();
  if (!row) {
    const pair = await generateKeyPair();
    await db
      .insertInto('server_keys')
      .values({ id: KEY_ID, public_key: pair.publicKey, private_key: pair.privateKey })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    row = await db.selectFrom('server_keys').selectAll().where('id', '=', KEY_ID).executeTakeFirstOrThrow();
  }
  return { keyId: row.id, publicKey: row.public_key, privateKey: await importPrivateKey(row.private_key) };
}
