import type { Db } from '../db/database.js';
import { addNote, setTags } from '../modules/member-admin/index.js';
import { saveView } from '../modules/ops-grid/index.js';
import { operatorActingAgain } from '../modules/operator/index.js';
import { DEMO_ADJUSTED } from './adjustments.seed.js';
import { DEMO_OPERATORS } from './operators.seed.js';

/**
 * The console's member view and grid with content: the demo merchant's owner tagged and noted the
 * player its adjustments are for, and saved a view of the frozen members. Through the services,
 * as the owner's calls would (audited). Once per database; after the adjustments seed.
 */
export async function seedMemberView(db: Db, merchantId: string): Promise<void> {
  const [owner, player] = await Promise.all([
    db.selectFrom('operator_users').select('id').where('username', '=', DEMO_OPERATORS.merchantOwner.username).executeTakeFirst(),
    db
      .selectFrom('members')
      .select('id')
      .where('merchant_id', '=', merchantId)
      .where('username', '=', DEMO_ADJUSTED.username)
      .executeTakeFirst(),
  ]);
  const done = await db.selectFrom('member_notes').select('id').where('merchant_id', '=', merchantId).executeTakeFirst();
  const op = owner ? await operatorActingAgain(db, owner.id, merchantId, '127.0.0.1') : null;
  if (done || !op || !player) return;
  await setTags(db, op, player.id, ['goodwill', 'vip-watch'], 'Regular since launch');
  await addNote(db, op, player.id, 'Complained about a slow withdrawal; credited 50.00 goodwill.');
  await addNote(db, op, player.id, 'Asked for a larger compensation: waiting for the platform owner.');
  await saveView(db, op, { list: 'members', name: 'Frozen members', search: { by: 'username', q: '', status: 'locked' } });
}
