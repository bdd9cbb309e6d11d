import { defineSubscriber, VALID_PLAY_EVENTS, validPlayOf } from '../events/index.js';
import { findMerchantById } from '../merchant/index.js';
import { earn, pointsFor, rateOf } from './points.service.js';

/**
 * Points earned on valid bets (validPlayOf: settled rounds and lost lottery tickets), at the
 * merchant's rate for the play's game type, in the delivery's transaction. Each event earns once:
 * its record's source_ref is event:<id>, so a redelivery finds it and adds nothing.
 */
export const pointsEarnSubscriber = defineSubscriber({
  name: 'points-earn',
  types: VALID_PLAY_EVENTS,
  async handle(trx, event) {
    const play = validPlayOf(event);
    if (!play || play.validBet <= 0n) return;
    const merchant = await findMerchantById(trx, play.merchantId);
    if (!merchant) return;
    const s = merchant.settings.points;
    await earn(
      trx,
      { merchantId: play.merchantId, memberId: play.memberId },
      {
        sourceRef: `event:${event.id}`,
        points: pointsFor(s, play.gameType, play.validBet),
        ratio: rateOf(s, play.gameType),
        gameType: play.gameType,
        validBet: play.validBet,
      },
    );
  },
});
