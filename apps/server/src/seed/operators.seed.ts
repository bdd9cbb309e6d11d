import type { Db } from '../db/database.js';
import { randomToken } from '../lib/secrets.js';
import { seedOperator } from '../modules/operator/index.js';
import { createMember, createMerchant } from './merchant.factory.js';

/**
 * The demo's platform owner, the demo merchant's own owner (the operator console's demo
 * sign-in), and a second merchant (its own code, domain and player), so the isolation between
 * merchants can be seen. Idempotent. Each operator's password and TOTP secret are generated at
 * the first seed and printed once by main.ts: no secret is in the repository.
 */
export const DEMO_OPERATORS = {
  owner: 'platform-owner',
  merchantOwner: { username: 'demo-owner', merchant: 'demo' },
  second: {
    merchant: 'second',
    name: 'Playhouse Second',
    domain: 'second.localhost',
    player: { username: 'secondplayer', password: 'demo1234' },
  },
} as const;

export interface NewOwner {
  username: string;
  password: string;
  totpSecret: string;
}
let fresh: NewOwner | null = null;
let freshMerchantOwner: NewOwner | null = null;
/** The platform owner created by this process's seed, for main.ts to print once; null when it existed. */
export const newPlatformOwner = () => fresh;
/** The demo merchant's owner created by this process's seed (the console's demo sign-in); null when it existed. */
export const newMerchantOwner = () => freshMerchantOwner;

async function newOwner(db: Db, username: string, merchantId: string | null): Promise<NewOwner | null> {
  const password = randomToken(18);
  const created = await seedOperator(db, { username, password, role: 'owner', merchantId });
  return created ? { username, password, totpSecret: created.totpSecret } : null;
}

export async function seedOperators(db: Db): Promise<void> {
  const s = DEMO_OPERATORS.second;
  const merchantId = await createMerchant(db, {
    code: s.merchant,
    name: s.name,
    domains: [s.domain],
    flags: { USERNAMEREG3: true, FREEPLAY3: true },
  });
  await createMember(db, merchantId, { ...s.player, email: 'player@second.local' });

  fresh = (await newOwner(db, DEMO_OPERATORS.owner, null)) ?? fresh;
  const demo = await db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', DEMO_OPERATORS.merchantOwner.merchant)
    .executeTakeFirst();
  if (demo) freshMerchantOwner = (await newOwner(db, DEMO_OPERATORS.merchantOwner.username, demo.id)) ?? freshMerchantOwner;
}
