import { defineSubscriber } from '../events/index.js';
import { creditReturn } from './rg.guard.js';

/**
 * Lottery winnings and refunds lower the net loss counted against loss limits (members with play
 * limits only). Seamless rounds count theirs inside seamless_money; pulled rounds of transfer
 * vendors are not counted (their stake was the transfer into the vendor wallet). Written in the
 * delivery's transaction: once per event.
 */
export const responsibleGamingSubscriber = defineSubscriber({
  name: 'responsible-gaming-returns',
  types: ['round.settled'],
  async handle(trx, event) {
    const p = event.payload;
    if (p.source !== 'lottery') return;
    const back = p.status === 'cancelled' ? BigInt(p.stake) : BigInt(p.win);
    if (back > 0n) await creditReturn(trx, p.merchantId, p.memberId, back);
  },
});
