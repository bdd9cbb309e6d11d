import { sql, type SqlBool, type Expression } from 'kysely';
import {
  checkVnCalendar,
  resultKindOf,
  type OfficialDrawState,
  type OpsDraw,
  type ResultOrigin,
  type VnCalendar,
} from '@playhouse/contract/lottery';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../core/errors.js';
import { appendAudit, type MerchantOperator } from '../../operator/index.js';
import { vnCalendarOf } from './calendars.js';
import { stateOf } from './draws.repository.js';
import { sourceNameOf } from './source-names.js';

/** The state filter as SQL over official_draws d (stateOf's rules). */
function stateWhere(state: OfficialDrawState, now: Date): Expression<SqlBool> {
  switch (state) {
    case 'open':
      return sql<SqlBool>`d.status = 'open' AND d.close_at > ${now}`;
    case 'closed':
      return sql<SqlBool>`d.status = 'open' AND d.close_at <= ${now} AND d.draw_at > ${now}`;
    case 'awaiting':
      return sql<SqlBool>`d.status = 'open' AND d.draw_at <= ${now}`;
    case 'settling':
      return sql<SqlBool>`d.status = 'resulted' AND d.settled_version < d.result_version`;
    case 'settled':
      return sql<SqlBool>`d.status = 'resulted' AND d.settled_version = d.result_version`;
    case 'void':
      return sql<SqlBool>`d.status = 'void'`;
  }
}

/** Every official draw of the merchant (one game, one state), newest draw time first, with its bets and pending entry. */
export async function opsDraws(
  db: Db,
  merchantId: string,
  q: { gameCode?: string | undefined; state?: OfficialDrawState | undefined; pageNo: number; pageSize: number },
  nowMs: number,
) {
  const now = new Date(nowMs);
  let base = db
    .selectFrom('official_draws as d')
    .innerJoin('official_games as g', 'g.id', 'd.game_id')
    .where('d.merchant_id', '=', merchantId);
  if (q.gameCode) base = base.where('g.code', '=', q.gameCode);
  if (q.state) base = base.where(stateWhere(q.state, now));
  const [rows, total] = await Promise.all([
    base
      .select([
        'd.id',
        'd.draw_no',
        'd.source',
        'd.close_at',
        'd.draw_at',
        'd.status',
        'd.result_version',
        'd.settled_version',
        'd.void_reason',
        'g.code',
        'g.lottery',
        sql<ResultOrigin | null>`(SELECT r.origin FROM official_results r WHERE r.draw_id = d.id AND r.version = d.result_version)`.as(
          'origin',
        ),
        sql<string | null>`(SELECT max(r.id)::text FROM official_results r WHERE r.draw_id = d.id AND r.status = 'pending')`.as(
          'pending_id',
        ),
        sql<string>`(SELECT count(*)::text FROM official_bets b WHERE b.draw_id = d.id)`.as('bets'),
        sql<string>`(SELECT coalesce(sum(b.stake), 0)::text FROM official_bets b WHERE b.draw_id = d.id)`.as('stake'),
        sql<string>`(SELECT coalesce(sum(b.unrecovered), 0)::text FROM official_bets b WHERE b.draw_id = d.id)`.as('unrecovered'),
      ])
      .orderBy('d.draw_at', 'desc')
      .orderBy('d.id', 'desc')
      .offset((q.pageNo - 1) * q.pageSize)
      .limit(q.pageSize)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const content: OpsDraw[] = rows.map((r) => ({
    gameCode: r.code,
    drawNo: r.draw_no,
    source: r.source,
    sourceName: sourceNameOf(r.lottery, r.source),
    kind: resultKindOf(r.lottery, r.source)!,
    closeAt: r.close_at.toISOString(),
    drawAt: r.draw_at.toISOString(),
    state: stateOf(r, nowMs),
    resultVersion: r.result_version,
    settledVersion: r.settled_version,
    origin: r.origin,
    bets: Number(r.bets),
    stake: r.stake,
    pendingResultId: r.pending_id,
    voidReason: r.void_reason,
    unrecovered: r.unrecovered,
  }));
  const n = Number(total.n);
  return { content, pageNum: q.pageNo, pageSize: q.pageSize, totalPages: Math.ceil(n / q.pageSize), totalElements: n };
}

export const vnCalendarOfMerchant = (db: Db, merchantId: string): Promise<VnCalendar> => vnCalendarOf(db, merchantId);

/** The merchant's VN station calendar: checked (known stations of the right region, no repeats) and audited. Draws already opened keep their stations. */
export async function setVnCalendar(db: Db, op: MerchantOperator, input: unknown): Promise<VnCalendar> {
  const checked = checkVnCalendar(input);
  if (!checked.ok) throw new AppError('validation_failed', { problems: checked.problems });
  return db.transaction().execute(async (trx) => {
    const before = await vnCalendarOf(trx, op.merchantId);
    await trx
      .insertInto('official_vn_calendars')
      .values({ merchant_id: op.merchantId, calendar: JSON.stringify(checked.value) })
      .onConflict((oc) =>
        oc.column('merchant_id').doUpdateSet({ calendar: JSON.stringify(checked.value), updated_at: new Date() }),
      )
      .execute();
    await appendAudit(trx, op, {
      action: 'lottery.vn_calendar.set',
      targetType: 'merchant',
      targetId: op.merchantId,
      before,
      after: checked.value,
    });
    return checked.value;
  });
}
