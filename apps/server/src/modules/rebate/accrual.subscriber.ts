import { defineSubscriber, VALID_PLAY_EVENTS, validPlayOf } from '../events/index.js';
import { findMerchantById } from '../merchant/index.js';
import { accrue } from './rebate.service.js';

/**
 * The manual rebate's accrual: each valid play (validPlayOf) adds its valid bet and rebate to the
 * member's row of its game type, while MANPLAYREB3 is on. In the delivery's transaction, whose
 * "done" mark commits with it, so a redelivery after a commit adds nothing.
 */
export const rebateAccrualSubscriber = defineSubscriber({
  name: 'manual-rebate-accrual',
  types: VALID_PLAY_EVENTS,
  async handle(trx, event) {
    const play = validPlayOf(event);
    if (!play || play.validBet <= 0n) return;
    const merchant = await findMerchantById(trx, play.merchantId);
    if (!merchant) return;
    await accrue(trx, merchant, { merchantId: play.merchantId, memberId: play.memberId }, play.gameType, play.validBet);
  },
});
