import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAgentType } from '@playhouse/contract';
import { AGENT_CSV_MAX_ROWS } from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { PRIVATE_NO_STORE } from '../../http/cache.js';
import { isInDownline } from '../member/index.js';
import { authenticate } from '../session/index.js';

/** The signed-in agent of an agent-centre call. */
export interface AgentCaller {
  merchantId: string;
  agentId: string;
  type: number;
}

/**
 * Every /wps/agent call but the affiliate check: a real account (a trial answers
 * in_need_true_account) of an agent type (else 403 non_agent_cannot_login).
 */
export async function agentCaller(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<AgentCaller> {
  const s = await authenticate(db, req, { realAccount: true });
  if (!isAgentType(s.type)) throw new AppError('non_agent_cannot_login');
  reply.header('cache-control', PRIVATE_NO_STORE);
  return { merchantId: req.merchant.id, agentId: s.memberId, type: s.type };
}

/** A member id of the call must be in the caller's downline (depth ≥ 1), else 404 agent_member_not_found. */
export async function inDownline(db: Db, who: AgentCaller, memberId: string): Promise<void> {
  if (!(await isInDownline(db, who.merchantId, who.agentId, memberId))) throw new AppError('agent_member_not_found');
}

/** A CSV cell: quoted when needed; text that a spreadsheet would run as a formula is prefixed with '. */
function cell(v: unknown): string {
  if (v === null || v === undefined) return '';
  let s = String(v);
  if (typeof v === 'string' && /^[=+@\t\r-]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** text/csv with a header row: the keys of `columns` in order, one line per row (at most AGENT_CSV_MAX_ROWS). */
export function sendCsv<T>(reply: FastifyReply, name: string, columns: (keyof T & string)[], rows: T[]) {
  const lines = [columns.join(','), ...rows.slice(0, AGENT_CSV_MAX_ROWS).map((r) => columns.map((c) => cell(r[c])).join(','))];
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(`${lines.join('\r\n')}\r\n`);
}
