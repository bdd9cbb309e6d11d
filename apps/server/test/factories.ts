import type { Flag } from '@playhouse/contract';
import type { Db } from '../src/db/database.js';
import { createMember, createMerchant, type MemberSeed, type MerchantSeed } from '../src/seed/merchant.factory.js';

let n = 0;
const unique = (prefix: string) => `${prefix}${process.pid % 1000}${++n}`;

/** A merchant with every registration mode on unless the test says otherwise. */
export async function buildMerchant(db: Db, seed: Partial<MerchantSeed> = {}) {
  const code = seed.code ?? 'acme';
  const flags: Partial<Record<Flag, boolean>> = { USERNAMEREG3: true, MOBILENUMREG3: true, FREEPLAY3: true, ...seed.flags };
  const id = await createMerchant(db, { name: code.toUpperCase(), ...seed, code, flags });
  return { id, code };
}

export async function buildMember(db: Db, merchantId: string, seed: Partial<MemberSeed> = {}) {
  const username = seed.username ?? unique('user');
  const password = seed.password ?? 'secret123';
  const id = await createMember(db, merchantId, { ...seed, username, password });
  return { id, username, password };
}
