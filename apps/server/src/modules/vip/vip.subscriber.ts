import { defineSubscriber, VALID_PLAY_EVENTS, validPlayOf } from '../events/index.js';
import { addProgress } from './vip.service.js';

/**
 * Feeds VIP progress from the domain events, in the delivery's transaction (so once per event):
 *   round.settled, lottery.tickets_lost   the play's valid bet (validPlayOf), to the totals and the week and month
 *   deposit.confirmed                     the deposit, to the totals
 * and upgrades the member when both thresholds of a higher level are met.
 */
export const vipProgressSubscriber = defineSubscriber({
  name: 'vip-progress',
  types: [...VALID_PLAY_EVENTS, 'deposit.confirmed'],
  orderedByMember: true,
  async handle(trx, event) {
    if (event.type === 'deposit.confirmed') {
      const p = event.payload;
      await addProgress(trx, p.merchantId, p.memberId, { validBet: 0n, deposits: BigInt(p.amount), at: event.createdAt });
      return;
    }
    const play = validPlayOf(event);
    if (!play) return;
    await addProgress(trx, play.merchantId, play.memberId, { validBet: play.validBet, deposits: 0n, at: play.at });
  },
});
