import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import type { Merchant } from '../merchant/index.js';
import { parseInput, textIn } from '../content/index.js';
import { insertWins, latestWinners } from './winners.repository.js';
import { gameExists } from '../catalog/index.js';

/**
 * A winner's name as the board shows it: first two and last two characters around ***
 * ('juan1223' → 'ju***23'); names under 7 keep one each side ('abcde' → 'a***e', 'ab' → 'a***'),
 * so that most of a name stays hidden.
 */
export function maskName(username: string): string {
  const chars = [...username.trim()];
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}***`;
  if (chars.length <= 6) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

const winInput = z.object({
  merchantId: z.string().regex(/^\d{1,18}$/),
  memberUsername: z.string().min(1).max(64),
  amountMinor: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  gameId: z.union([z.string().regex(/^\d{1,18}$/), z.number().int().positive()]),
});
export type WinInput = z.input<typeof winInput>;

/** Puts a settled win on the board (winners.subscriber.ts). The name is masked before it is stored. */
export async function recordWin(db: Db, input: WinInput): Promise<void> {
  const w = parseInput(winInput, input);
  const gameId = String(w.gameId);
  if (!(await gameExists(db, gameId))) throw new AppError('not_found');
  await insertWins(db, [
    {
      merchantId: w.merchantId,
      customerName: maskName(w.memberUsername),
      amountMinor: w.amountMinor,
      gameId,
    },
  ]);
}

/** The latest entries, newest first: every one a settled win (no sample rows). */
export async function winnerBoard(db: Db, merchant: Merchant, lang: string, q: { gameCategory: string; limitNum: number }) {
  const rows = await latestWinners(db, merchant.id, {
    ...(q.gameCategory === 'ALL' ? {} : { gameType: q.gameCategory }),
    limit: q.limitNum,
  });
  return rows.map((r) => ({
    vo: {
      customerName: r.customer_name,
      winAmount: Number(r.win_amount),
      gameName: textIn(r.names, lang, merchant.defaultLanguage),
      iconUrl: r.icon_url,
    },
  }));
}
