import {
  fixed4,
  type BgsFairness,
  type BgsRotateAnswer,
  type BgsSessionAnswer,
  type BgsSlotSpinAnswer,
  type BgsTableRoundAnswer,
} from '@playhouse/contract';
import { type SeamlessRequest } from '@playhouse/contract/server';
import type { Deps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { sha256 } from '../../lib/secrets.js';
import { liveSession, type GameSession } from '../providers/index.js';
import { gameNames } from '../catalog/index.js';
import { BGS_VENDOR, paytableOf, theoreticalRtpOf, type BgsGame } from './bgs.games.js';
import { bgsGameFor } from './bgs-config.service.js';
import * as repo from './bgs.repository.js';
import { orThrow, walletCall } from './bgs.wallet.js';
import { dicePayout, validDiceBet, type DiceDirection } from './engine/dice.js';
import type { RoundSeeds } from './engine/fair-rng.js';
import { playDiceRound, playSlotRound } from './engine/rounds.js';

/**
 * The in-house games as a provider runs them: the page's session is a seamless game session
 * (vendor BGS); each round takes the member's next provably fair nonce, is decided by the
 * engine, recorded (bgs_rounds), then settled with a seamless bet and a win (0 on a loss).
 */
type D = Pick<Deps, 'db'>;

const roundIdOf = (id: string) => `bgs-${id}`;
const fairnessOf = (f: repo.FairnessState): BgsFairness => ({
  serverSeedHash: f.serverSeedHash,
  clientSeed: f.clientSeed,
  nonce: f.nonce,
});
const owner = (s: GameSession): repo.Owner => ({ merchantId: s.merchantId, memberId: s.memberId });

/** The live BGS game session of this token, on this merchant's site. */
async function sessionOf(deps: D, merchantId: string, sessionToken: string): Promise<GameSession> {
  const s = await liveSession(deps.db, BGS_VENDOR, sha256(sessionToken));
  if (!s || s.merchantId !== merchantId) throw new AppError('invalid_session');
  return s;
}

function gameInfo(game: BgsGame): Pick<BgsSessionAnswer, 'slot' | 'dice'> {
  if (game.kind === 'dice') {
    const { outcomes, minTarget, maxTarget, rtpBp } = game.config;
    return { dice: { outcomes, minTarget, maxTarget, rtpBp } };
  }
  const c = game.config;
  return {
    slot: {
      rows: c.rows,
      reels: c.reelWeights.length,
      paylines: c.paylines,
      symbols: Object.keys(c.paytable),
      wild: c.wild,
      paytable: paytableOf(c),
      reelWeights: c.reelWeights,
      rtp: theoreticalRtpOf(game),
    },
  };
}

/** Exchanges the launch token (seamless authenticate) and answers what the page needs to play. */
export async function openSession(deps: D, merchantId: string, token: string): Promise<BgsSessionAnswer> {
  const auth = orThrow(await walletCall(deps, 'authenticate', { token }));
  const s = await sessionOf(deps, merchantId, auth.sessionToken);
  const game = await bgsGameFor(deps.db, merchantId, s.gameCode);
  const fairness = await repo.fairnessOf(deps.db, owner(s));
  const names = (await gameNames(deps.db, BGS_VENDOR, s.gameCode)) ?? { EN: s.gameCode };
  return {
    sessionToken: auth.sessionToken,
    gameCode: s.gameCode,
    game: game.kind,
    names,
    theme: game.theme,
    currency: auth.currency,
    language: auth.language,
    balance: auth.balance,
    limits: { minBet: game.minBet.toString(), maxBet: game.maxBet.toString() },
    betSteps: game.betSteps.map(String),
    ...gameInfo(game),
    fairness: fairnessOf(fairness),
  };
}

interface Played<O> {
  roundId: string;
  outcome: O;
  win: bigint;
  balance: string;
  round: { serverSeedHash: string; clientSeed: string; nonce: number };
  fairness: BgsFairness;
}

/**
 * One round: refuses a stake the wallet cannot cover before taking a nonce, records the
 * decided round, then bet and win through the seamless API. A refused bet closes the round
 * as refused; a win that fails leaves it open for settleOpenRounds.
 * The round is decided (and its win stored) with the merchant's config in force when it
 * starts and names that config row, so a later change never alters it and it replays with it.
 */
async function playRound<O>(
  deps: D,
  s: GameSession,
  sessionToken: string,
  game: BgsGame,
  stake: bigint,
  decide: (seeds: RoundSeeds) => { outcome: O; win: bigint },
): Promise<Played<O>> {
  const balance = orThrow(await walletCall(deps, 'balance', { sessionToken, playerId: s.playerId }));
  if (BigInt(balance.balance) < stake) throw new AppError('insufficient_funds', { balance: balance.balance });

  // Nonce and open round commit together: a seed rotation (which refuses while a round of the
  // seed is open) can never reveal the seed of a round whose bet is not placed yet.
  const { id, win, outcome, seeds } = await deps.db.transaction().execute(async (trx) => {
    const claimed = await repo.claimNonce(trx, owner(s));
    const dealt = decide(claimed);
    const roundId = await repo.insertRound(trx, {
      ...owner(s),
      playerId: s.playerId,
      gameCode: s.gameCode,
      game: game.kind,
      configId: game.configId,
      serverSeedHash: claimed.serverSeedHash,
      clientSeed: claimed.clientSeed,
      nonce: claimed.nonce,
      stake,
      win: dealt.win,
      outcome: dealt.outcome,
    });
    return { id: roundId, seeds: claimed, ...dealt };
  });
  const roundId = roundIdOf(id);
  const base = { sessionToken, playerId: s.playerId, roundId, gameCode: s.gameCode };
  const bet = await walletCall(deps, 'bet', { ...base, txId: `${roundId}-bet`, amount: stake.toString() });
  if (!bet.ok) {
    await repo.closeRound(deps.db, id, 'refused');
    throw new AppError(bet.code, bet.value);
  }
  const paid = orThrow(await walletCall(deps, 'win', { ...base, txId: `${roundId}-win`, amount: win.toString() }));
  await repo.closeRound(deps.db, id, 'settled');
  return {
    roundId,
    outcome,
    win,
    balance: paid.balance,
    round: { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce },
    fairness: { serverSeedHash: seeds.serverSeedHash, clientSeed: seeds.clientSeed, nonce: seeds.nonce + 1 },
  };
}

function checkStake(game: BgsGame, stake: bigint, divisor = 1n): void {
  if (stake < game.minBet || stake > game.maxBet || stake % divisor !== 0n)
    throw new AppError('amount_out_of_range', { min: game.minBet.toString(), max: game.maxBet.toString() });
}

export async function slotSpin(
  deps: D,
  merchantId: string,
  input: { sessionToken: string; bet: string; lines?: number | undefined },
): Promise<BgsSlotSpinAnswer> {
  const s = await sessionOf(deps, merchantId, input.sessionToken);
  const game = await bgsGameFor(deps.db, merchantId, s.gameCode);
  if (game.kind !== 'slot') throw new AppError('validation_failed');
  const lines = input.lines ?? game.config.paylines.length;
  if (lines > game.config.paylines.length) throw new AppError('validation_failed');
  const stake = BigInt(input.bet);
  checkStake(game, stake, BigInt(lines));
  const lineBet = stake / BigInt(lines);
  const config = game.config;
  const r = await playRound(deps, s, input.sessionToken, game, stake, (seeds) => {
    const outcome = playSlotRound(seeds, lines, config);
    return { outcome, win: lineBet * BigInt(outcome.totalMultiplier) };
  });
  return {
    roundId: r.roundId,
    reels: r.outcome.window,
    lines,
    bet: stake.toString(),
    lineBet: lineBet.toString(),
    lineWins: r.outcome.lineWins.map((w) => ({ ...w, win: (lineBet * BigInt(w.multiplier)).toString() })),
    win: r.win.toString(),
    balance: r.balance,
    round: r.round,
    fairness: r.fairness,
  };
}

export async function tableRound(
  deps: D,
  merchantId: string,
  input: { sessionToken: string; bet: string; direction: DiceDirection; target: number },
): Promise<BgsTableRoundAnswer> {
  const s = await sessionOf(deps, merchantId, input.sessionToken);
  const game = await bgsGameFor(deps.db, merchantId, s.gameCode);
  const bet = { direction: input.direction, target: input.target };
  if (game.kind !== 'dice' || !validDiceBet(game.config, bet)) throw new AppError('validation_failed');
  const stake = BigInt(input.bet);
  checkStake(game, stake);
  const config = game.config;
  const r = await playRound(deps, s, input.sessionToken, game, stake, (seeds) => {
    const outcome = playDiceRound(seeds, bet, config);
    return { outcome, win: dicePayout(outcome, stake) };
  });
  return {
    roundId: r.roundId,
    roll: r.outcome.roll,
    direction: bet.direction,
    target: bet.target,
    won: r.outcome.win,
    multiplier: fixed4(r.outcome.multiplierX10000),
    bet: stake.toString(),
    win: r.win.toString(),
    balance: r.balance,
    round: r.round,
    fairness: r.fairness,
  };
}

export async function currentFairness(deps: D, merchantId: string, sessionToken: string): Promise<BgsFairness> {
  const s = await sessionOf(deps, merchantId, sessionToken);
  return fairnessOf(await repo.fairnessOf(deps.db, owner(s)));
}

/** Reveals the current server seed and starts a new one (and the new client seed, if given). */
export async function rotateSeed(
  deps: D,
  merchantId: string,
  input: { sessionToken: string; clientSeed?: string | undefined },
): Promise<BgsRotateAnswer> {
  const s = await sessionOf(deps, merchantId, input.sessionToken);
  const rotated = await repo.rotateSeeds(deps.db, owner(s), input.clientSeed);
  // A round of this seed is still between its bet and its win: revealing now would tell it.
  if (!rotated) throw new AppError('invalid_state');
  return { revealed: rotated.revealed, fairness: fairnessOf(rotated.current) };
}

/**
 * Settles rounds left open (the process stopped, or the wallet failed, between bet and win):
 * the win is sent again with the same txId (a replay if it went through). If the bet never
 * arrived (bet_not_found) it is rolled back, so a late copy of it cannot be debited.
 */
export async function settleOpenRounds(deps: D, olderThanSeconds = 60): Promise<{ settled: number; refused: number }> {
  let settled = 0;
  let refused = 0;
  for (const r of await repo.openRounds(deps.db, olderThanSeconds, 100)) {
    const roundId = roundIdOf(r.id);
    const base = { playerId: r.player_id, roundId, gameCode: r.game_code };
    const win = await walletCall(deps, 'win', {
      ...base,
      txId: `${roundId}-win`,
      amount: r.win,
    } satisfies SeamlessRequest<'win'>);
    if (win.ok) {
      await repo.closeRound(deps.db, r.id, 'settled');
      settled += 1;
      continue;
    }
    if (win.code === 'bet_not_found' || win.code === 'bet_already_settled') {
      // No bet to pay (or it was refunded): make sure it can never be taken later.
      const rb = await walletCall(deps, 'rollback', { ...base, txId: `${roundId}-rb`, refTxId: `${roundId}-bet` });
      if (rb.ok || rb.code === 'bet_already_settled') {
        await repo.closeRound(deps.db, r.id, 'refused');
        refused += 1;
      }
    }
  }
  return { settled, refused };
}
