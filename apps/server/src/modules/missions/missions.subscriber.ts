import { defineSubscriber, VALID_PLAY_EVENTS, validPlayOf } from '../events/index.js';
import { recordLeaderboardPlay } from './leaderboard.service.js';
import { recordMissionProgress } from './missions.service.js';

/**
 * Mission progress from the domain events, in the delivery's transaction (exactly once per event):
 *   round.settled, lottery.tickets_lost   bet (valid bet) and play (valid bet or rounds of a game type)
 *   deposit.confirmed                     deposit (amount)
 *   member.signed_in                      login (one per local day)
 * An event counts in the periods its time falls in.
 */
export const missionProgressSubscriber = defineSubscriber({
  name: 'mission-progress',
  types: [...VALID_PLAY_EVENTS, 'deposit.confirmed', 'member.signed_in'],
  async handle(trx, event) {
    const who = { merchantId: event.payload.merchantId, memberId: event.payload.memberId };
    switch (event.type) {
      case 'round.settled':
      case 'lottery.tickets_lost': {
        const play = validPlayOf(event);
        if (play) await recordMissionProgress(trx, who, play.at, { kind: 'play', ...play });
        return;
      }
      case 'deposit.confirmed':
        await recordMissionProgress(trx, who, event.createdAt, { kind: 'deposit', amount: BigInt(event.payload.amount) });
        return;
      case 'member.signed_in':
        await recordMissionProgress(trx, who, event.createdAt, { kind: 'login' });
        return;
    }
  },
});

/** Leaderboard entries: each settled play's valid bet on the merchant's enabled boards. */
export const leaderboardSubscriber = defineSubscriber({
  name: 'leaderboard-entries',
  types: VALID_PLAY_EVENTS,
  async handle(trx, event) {
    const play = validPlayOf(event);
    if (play) await recordLeaderboardPlay(trx, play);
  },
});
