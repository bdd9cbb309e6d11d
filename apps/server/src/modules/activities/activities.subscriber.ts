import { defineSubscriber, VALID_PLAY_EVENTS, validPlayOf } from '../events/index.js';
import { addProgress } from './activities.repository.js';

/**
 * Join-kind progress: a settled play's valid bet (validPlayOf) and a confirmed deposit count
 * toward each open participation of the member whose window holds the event's time (from
 * joining, between the activity's start and end). Exactly once per event (the delivery's
 * transaction).
 */
export const activityProgressSubscriber = defineSubscriber({
  name: 'activity-progress',
  types: [...VALID_PLAY_EVENTS, 'deposit.confirmed'],
  async handle(trx, event) {
    if (event.type === 'deposit.confirmed') {
      const p = event.payload;
      await addProgress(trx, { merchantId: p.merchantId, memberId: p.memberId, at: event.createdAt, deposit: BigInt(p.amount) });
      return;
    }
    const play = validPlayOf(event);
    if (!play || play.validBet <= 0n) return;
    await addProgress(trx, { merchantId: play.merchantId, memberId: play.memberId, at: play.at, validBet: play.validBet });
  },
});
