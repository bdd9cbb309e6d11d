import { GAME_TYPES } from '@playhouse/contract';
import { defineSubscriber } from '../events/index.js';
import { addToRollup } from './rollups.repository.js';

/** A lottery vendor's game type: the engine's LOTT and ELOTT are their own; official lotteries are LOTT. */
const lotteryGameType = (vendor: string): string => (vendor === 'ELOTT' ? 'ELOTT' : 'LOTT');
const isGameType = (t: string) => (GAME_TYPES as readonly string[]).includes(t);
const big = (s: string | undefined): bigint => (s ? BigInt(s) : 0n);

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
      case 'round.settled': {
        const p = event.payload;
        if (p.status !== 'settled') return;
        const gameType = isGameType(p.gameType) ? p.gameType : p.source === 'lottery' ? lotteryGameType(p.vendor) : p.gameType;
        await addToRollup(trx, key(gameType), {
          bets: 1,
          stake: BigInt(p.stake),
          validBet: BigInt(p.validBet),
          payout: BigInt(p.win),
          rebate: big(p.rebate),
        });
        return;
      }
      case 'lottery.tickets_lost': {
        const p = event.payload;
        const stake = BigInt(p.stake);
        await addToRollup(trx, key(lotteryGameType(p.vendor)), {
          bets: p.tickets,
          stake,
          validBet: stake,
          rebate: big(p.rebate),
        });
        return;
      }
      case 'lottery.bet_corrected': {
        const p = event.payload;
        const gameType = isGameType(p.gameType) ? p.gameType : lotteryGameType(p.vendor);
        await addToRollup(trx, key(gameType), { payout: BigInt(p.win) - BigInt(p.previousWin) });
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
