import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { authenticate } from '../session/index.js';

/** The member behind a lottery call: a real account (a trial one is refused), of the request's merchant. */
export const lotteryMemberOf = (db: Db) => async (req: FastifyRequest) => {
  const s = await authenticate(db, req, { realAccount: true });
  return { merchantId: req.merchant.id, memberId: s.memberId };
};

/** Draws, sales and results change by the second: lottery answers are never cached. */
export const NO_STORE = { 'cache-control': PRIVATE_NO_STORE };
