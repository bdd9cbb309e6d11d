import { defineSubscriber, lotteryRoundGameType, validPlayOf } from '../events/index.js';
import { addToRollup } from './rollups.repository.js';

/**
 * Feeds agent_rollups (the team reports' only source) from the domain events, in the delivery's
 * transaction: an event adds its amounts to its member's UTC hour (the event's time) once.
 *   round.settled (settled)     bets +1, stake, valid bet, payout = win, rebate (when carried)
 *   round.settled (cancelled)   nothing (the stake went back)
 *   lottery.tickets_lost        bets + tickets, stake = valid bet, rebate (when carried)
 *   lottery.bet_corrected       payout + (win − previous win)
 *   deposit.confirmed           '' row: deposits, deposit count +1
 *   withdrawal.decided approve  '' row: withdrawals, withdrawal count +1
 *   withdrawal.decided refund   '' row: withdrawals − refunded (a paid-out withdrawal came back)
 */
export const agentRollupSubscriber = defineSubscriber({
  name: 'agent-rollups',
  types: ['round.settled', 'lottery.tickets_lost', 'lottery.bet_corrected', 'deposit.confirmed', 'withdrawal.decided'],
  async handle(trx, event) {
    const key = (gameType: string) => ({
      merchantId: event.payload.merchantId,
      memberId: event.payload.memberId,
      at: event.createdAt,
      gameType,
    });
    switch (event.type) {
      case 'round.settled':
      case 'lottery.tickets_lost': {
        const play = validPlayOf(event);
        if (!play) return;
        await addToRollup(trx, key(play.gameType), {
          bets: play.plays,
          stake: play.stake,
          validBet: play.validBet,
          payout: play.win,
          rebate: play.rebate,
        });
        return;
      }
      case 'lottery.bet_corrected': {
        const p = event.payload;
        await addToRollup(trx, key(lotteryRoundGameType(p.gameType, p.vendor)), {
          payout: BigInt(p.win) - BigInt(p.previousWin),
        });
        return;
      }
      case 'deposit.confirmed':
        await addToRollup(trx, key(''), { deposits: BigInt(event.payload.amount), depositCount: 1 });
        return;
      case 'withdrawal.decided': {
        const p = event.payload;
        if (p.decision === 'approve') await addToRollup(trx, key(''), { withdrawals: BigInt(p.amount), withdrawalCount: 1 });
        else if (p.decision === 'refund' && BigInt(p.refunded) > 0n)
          await addToRollup(trx, key(''), { withdrawals: -BigInt(p.refunded) });
        return;
      }
    }
  },
});
