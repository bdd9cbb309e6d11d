import { gameOf } from '../catalog/index.js';
import { defineSubscriber } from '../events/index.js';
import { recordRecentGame } from './recent.service.js';

/**
 * Lottery games are not launched through the launch endpoint (their pages open in the site), so a
 * lottery bet is what makes its game recent: the VN menu's "recent" list, and the lobby's. Off the
 * money path; an upsert, so a redelivered event changes nothing.
 */
export const recentLotterySubscriber = defineSubscriber({
  name: 'recent-lottery-games',
  types: ['bet.placed'],
  async handle(trx, event) {
    const p = event.payload;
    if (p.source !== 'lottery') return;
    const { gameId } = await gameOf(trx, p.vendor, p.gameCode);
    if (gameId) await recordRecentGame(trx, p.merchantId, p.memberId, gameId);
  },
});
