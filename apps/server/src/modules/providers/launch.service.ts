import type { LaunchGameAnswer } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import { offeredGames } from '../catalog/index.js';
import { recordRecentGame } from '../favourites/index.js';
import type { Merchant } from '../merchant/index.js';
import { assertNotExcluded } from '../responsible-gaming/index.js';
import { insertGameSession, playerIdOf } from './game-sessions.repository.js';

export interface Launcher {
  merchant: Merchant;
  memberId: string;
  /** The member session launching the game: its end (logout, password change) ends betting in it. */
  sessionId: string;
  lang: string;
  /** The site the player came from: the game's "back to lobby". */
  lobbyUrl: string;
}

/**
 * Starts a game the merchant offers: a game session with a one-time launch token (which the
 * provider exchanges through seamless authenticate), the game on top of the recent games,
 * and the provider's URL for the browser.
 */
export async function launchGame(deps: Pick<Deps, 'db' | 'providers'>, who: Launcher, nodeId: number): Promise<LaunchGameAnswer> {
  const { db } = deps;
  const game = await offeredGames(db, who.merchant.id)
    .select('v.wallet_mode')
    .where('g.id', '=', String(nodeId))
    .executeTakeFirst();
  if (!game) throw new AppError('not_found');
  if (game.vendor_status === 'maintenance') throw new AppError('game_maintenance');
  const adapter = deps.providers.for(game.vassalage);
  if (!adapter) throw new AppError('vendor_unavailable');
  // Responsible gaming: a self-excluded member launches nothing (their sessions ended already).
  await assertNotExcluded(db, who.merchant.id, who.memberId);

  const playerId = await playerIdOf(db, who.merchant.id, who.memberId);
  const launchToken = randomToken();
  await insertGameSession(db, {
    merchantId: who.merchant.id,
    memberId: who.memberId,
    playerId,
    vendor: game.vassalage,
    gameCode: game.game_code,
    gameId: game.node_id,
    language: who.lang,
    launchTokenHash: sha256(launchToken),
    memberSessionId: who.sessionId,
  });
  let url: string;
  try {
    url = await adapter.launchUrl({
      merchantCode: who.merchant.code,
      vendor: game.vassalage,
      gameCode: game.game_code,
      launchToken,
      playerId,
      currency: who.merchant.currency,
      language: who.lang,
      lobbyUrl: who.lobbyUrl,
      walletMode: game.wallet_mode,
    });
  } catch (e) {
    if (e instanceof AppError) throw e;
    throw new AppError('vendor_unavailable');
  }
  await recordRecentGame(db, who.merchant.id, who.memberId, game.node_id);
  return { url, vendor: game.vassalage, gameCode: game.game_code, walletMode: game.wallet_mode };
}
