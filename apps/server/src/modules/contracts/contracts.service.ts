import {
  agentRights,
  CONTRACT_KINDS,
  contractTerms,
  uplineProblem,
  type ConsolidatedAnswer,
  type ContractKind,
  type ContractOfferBody,
  type ContractTerms,
  type ContractView,
} from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { offsetOf, pageFrom, type PageRequest } from '../../core/page.js';
import type { FlagSet } from '@playhouse/contract';
import { appendAudit, type MerchantOperator } from '../operator/index.js';
import * as repo from './contracts.repository.js';
import { contractView } from './contracts.presenter.js';

/**
 * The contract flow (spec §4, domain notes §5.2): a direct upline offers, the downline accepts or
 * rejects; either side asks to terminate and the other confirms; accepting terms lower than a
 * contract one of the accepting agent's downlines holds ends those downlines' contracts (and,
 * recursively, the contracts below them of the same kind and game type) after confirmation.
 */

export interface AgentCaller {
  merchantId: string;
  memberId: string;
  type: number;
}

const IN_FORCE: repo.ContractStatusCode[] = ['A', 'V'];
const OPEN: repo.ContractStatusCode[] = ['P', 'E'];

export const termsOf = (r: { kind: ContractKind; terms: unknown; period?: string | null }): ContractTerms =>
  contractTerms.parse({ ...(r.terms as object), kind: r.kind });

function termsOfBody(body: ContractOfferBody): ContractTerms {
  return body.kind === 'dividend'
    ? { kind: 'dividend', period: body.period, tiers: body.tiers }
    : ({ kind: body.kind, tiers: body.tiers } as ContractTerms);
}
const storedTerms = (t: ContractTerms) => (t.kind === 'dividend' ? { period: t.period, tiers: t.tiers } : { tiers: t.tiers });

async function inForceOf(db: Db, merchantId: string, downlineId: string, kind: ContractKind, gameType: string) {
  const r = await repo.listContracts(db, merchantId, { downlineId, kind, gameType, statuses: IN_FORCE });
  return r.rows[0];
}

/** Creates the offer after every check; upline null = the platform (operator) offers. */
async function createOffer(
  db: Db,
  merchantId: string,
  uplineId: string | null,
  body: ContractOfferBody,
  audit?: (trx: Db, id: string) => Promise<void>,
): Promise<string> {
  const terms = termsOfBody(body);
  const downline = await repo.memberOf(db, merchantId, body.downlineId);
  if (!downline || (uplineId !== null && downline.upline_id !== uplineId)) throw new AppError('agent_member_not_found');
  if (!agentRights(downline.type).holdsContracts) throw new AppError('agent_contract_not_allowed');
  let upline: ContractTerms | null = null;
  if (uplineId !== null) {
    const own = await inForceOf(db, merchantId, uplineId, body.kind, body.gameType);
    if (!own) throw new AppError('agent_contract_upline_has_none');
    upline = termsOf(own);
    if (upline.kind === 'dividend' && terms.kind === 'dividend' && upline.period !== terms.period)
      throw new AppError('agent_contract_invalid_tiers');
  }
  const problem = uplineProblem(terms, upline);
  if (problem) throw new AppError(problem);
  return db.transaction().execute(async (trx) => {
    const open = await repo.listContracts(trx, merchantId, {
      downlineId: body.downlineId,
      kind: body.kind,
      gameType: body.gameType,
      statuses: OPEN,
    });
    if (open.total) throw new AppError('agent_contract_offer_pending');
    const current = await inForceOf(trx, merchantId, body.downlineId, body.kind, body.gameType);
    let id: string;
    try {
      id = await repo.insertContract(trx, {
        merchantId,
        kind: body.kind,
        gameType: body.gameType,
        uplineId,
        downlineId: body.downlineId,
        status: current ? 'E' : 'P',
        terms: storedTerms(terms),
        period: terms.kind === 'dividend' ? terms.period : null,
      });
    } catch (e) {
      // A racing offer won the open-offer index.
      if ((e as { code?: string }).code === '23505') throw new AppError('agent_contract_offer_pending');
      throw e;
    }
    if (audit) await audit(trx, id);
    return id;
  });
}

/** POST /wps/agent/contracts: an agent of type 1 offers a contract to a direct downline. */
export async function offerContract(db: Db, caller: AgentCaller, body: ContractOfferBody): Promise<ContractView> {
  if (!agentRights(caller.type).offersContracts) throw new AppError('agent_contract_not_allowed');
  if (body.downlineId === caller.memberId) throw new AppError('agent_member_not_found');
  const id = await createOffer(db, caller.merchantId, caller.memberId, body);
  return viewOf(db, caller.merchantId, id);
}

async function viewOf(db: Db, merchantId: string, id: string): Promise<ContractView> {
  const row = await repo.contractById(db, merchantId, id);
  if (!row) throw new AppError('agent_contract_not_found');
  return contractView(row);
}

/** The contract if the caller is a party to it (upline or downline), else not found. */
async function partyContract(db: Db, caller: AgentCaller, id: string, lock = false) {
  const row = await repo.contractById(db, caller.merchantId, id, lock);
  if (!row || (row.upline_id !== caller.memberId && row.downline_id !== caller.memberId))
    throw new AppError('agent_contract_not_found');
  return row;
}

export async function contractOf(db: Db, caller: AgentCaller, id: string): Promise<ContractView> {
  const row = await partyContract(db, caller, id);
  if (row.downline_id === caller.memberId && OPEN.includes(row.status))
    return contractView(row, { downlineHigherRate: (await affectedBy(db, row)).length ? 'Y' : 'N' });
  return contractView(row);
}

export async function listMine(
  db: Db,
  caller: AgentCaller,
  q: PageRequest & {
    as: 'upline' | 'downline';
    kind?: ContractKind;
    gameType?: string;
    status?: repo.ContractStatusCode;
    downlineId?: string;
  },
) {
  const filter: repo.ContractFilter =
    q.as === 'upline' ? { uplineId: caller.memberId, downlineId: q.downlineId } : { downlineId: caller.memberId };
  const r = await repo.listContracts(
    db,
    caller.merchantId,
    { ...filter, kind: q.kind, gameType: q.gameType, statuses: q.status ? [q.status] : undefined },
    { limit: q.pageSize, offset: offsetOf(q) },
  );
  return pageFrom(
    r.rows.map((row) => contractView(row)),
    r.total,
    q,
  );
}

/**
 * Contracts of the accepting agent's own downlines (same kind and game type, in force or
 * offered) that the new terms would no longer cover: a rate above them or no dominating tier.
 */
async function affectedBy(db: Db, offer: repo.ContractRow): Promise<repo.ContractRow[]> {
  const terms = termsOf(offer);
  const below = await repo.listContracts(db, offer.merchant_id, {
    uplineId: offer.downline_id,
    kind: offer.kind,
    gameType: offer.game_type,
    statuses: [...IN_FORCE, ...OPEN],
  });
  return below.rows.filter((r) => uplineProblem(termsOf(r), terms) !== null);
}

/**
 * Terminates contracts and, recursively, every contract of the same kind and game type that
 * their downlines offered or hold below them (without its upline's contract, none is valid).
 */
async function terminateCascade(db: Db, rows: repo.ContractRow[], by: NonNullable<repo.ContractRow['termination_by']>) {
  const ended: string[] = [];
  let level = rows;
  let reason = by;
  while (level.length) {
    await repo.setContractStatus(
      db,
      level.map((r) => r.id),
      'T',
      { ended: true, terminationBy: reason },
    );
    ended.push(...level.map((r) => r.id));
    const next: repo.ContractRow[] = [];
    for (const r of level) {
      // An offer ending while another of the same downline stays in force does not empty that downline.
      if (OPEN.includes(r.status)) continue;
      const below = await repo.listContracts(db, r.merchant_id, {
        uplineId: r.downline_id,
        kind: r.kind,
        gameType: r.game_type,
        statuses: [...IN_FORCE, ...OPEN],
      });
      next.push(...below.rows);
    }
    level = next;
    reason = 'cascade';
  }
  return ended;
}

/**
 * Accept (P or E): with downlines holding more than the new terms allow, the first call answers
 * 409 agent_contract_downline_higher_rate naming them; `confirm: true` ends them in the same
 * transaction. Accepting E ends the contract it replaces.
 */
export async function acceptContract(db: Db, caller: AgentCaller, id: string, confirm: boolean): Promise<ContractView> {
  await db.transaction().execute(async (trx) => {
    const row = await partyContract(trx, caller, id, true);
    if (row.downline_id !== caller.memberId) throw new AppError('agent_contract_not_found');
    if (!OPEN.includes(row.status)) throw new AppError('agent_contract_wrong_status');
    const affected = await affectedBy(trx, row);
    if (affected.length && !confirm)
      throw new AppError(
        'agent_contract_downline_higher_rate',
        affected.map((a) => ({ contractId: a.id, downlineId: a.downline_id, downlineName: a.downline_name })),
      );
    if (affected.length) await terminateCascade(trx, affected, 'cascade');
    const replaced = await inForceOf(trx, caller.merchantId, row.downline_id, row.kind, row.game_type);
    if (replaced) await repo.setContractStatus(trx, [replaced.id], 'T', { ended: true, terminationBy: 'upline' });
    await repo.setContractStatus(trx, [row.id], 'A', { decided: true });
  });
  return viewOf(db, caller.merchantId, id);
}

export async function rejectContract(db: Db, caller: AgentCaller, id: string): Promise<ContractView> {
  await db.transaction().execute(async (trx) => {
    const row = await partyContract(trx, caller, id, true);
    if (row.downline_id !== caller.memberId) throw new AppError('agent_contract_not_found');
    if (!OPEN.includes(row.status)) throw new AppError('agent_contract_wrong_status');
    await repo.setContractStatus(trx, [row.id], 'R', { decided: true });
  });
  return viewOf(db, caller.merchantId, id);
}

/**
 * Ask to terminate a contract in force (A → V, remembering the side). The upline may also
 * withdraw an offer not yet decided (P/E → T). A platform contract's downline has no one to ask:
 * its request ends the contract at once.
 */
export async function askTermination(db: Db, caller: AgentCaller, id: string): Promise<ContractView> {
  await db.transaction().execute(async (trx) => {
    const row = await partyContract(trx, caller, id, true);
    const side = row.upline_id === caller.memberId ? 'upline' : 'downline';
    if (OPEN.includes(row.status) && side === 'upline') {
      await repo.setContractStatus(trx, [row.id], 'T', { ended: true, terminationBy: 'upline' });
      return;
    }
    if (row.status !== 'A') throw new AppError('agent_contract_wrong_status');
    if (row.upline_id === null) await terminateCascade(trx, [row], 'downline');
    else await repo.setContractStatus(trx, [row.id], 'V', { terminationBy: side });
  });
  return viewOf(db, caller.merchantId, id);
}

/** The other side confirms a requested termination (V → T); the contracts below end with it. */
export async function confirmTermination(db: Db, caller: AgentCaller, id: string): Promise<ContractView> {
  await db.transaction().execute(async (trx) => {
    const row = await partyContract(trx, caller, id, true);
    if (row.status !== 'V') throw new AppError('agent_contract_wrong_status');
    const side = row.upline_id === caller.memberId ? 'upline' : 'downline';
    if (side === row.termination_by) throw new AppError('agent_contract_wrong_status');
    await terminateCascade(trx, [row], row.termination_by ?? side);
  });
  return viewOf(db, caller.merchantId, id);
}

const CONSOLIDATED_KEYS = {
  dividend: 'divtypereq',
  dailySalary: 'dailysalreqtype',
  hourlySalary: 'contracthoursalreq',
  realtimeSalary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, keyof ConsolidatedAnswer>;

/**
 * GET /wps/member/info/funds/consolidated: the caller's contracts as downline waiting for it
 * (P, E, V) keyed by game type per kind, and which salary / dividend tabs are enabled (a
 * contract of the kind offered or in force). Empty without AGENTPOLICY3.
 */
export async function consolidated(db: Db, caller: AgentCaller, flags: FlagSet): Promise<ConsolidatedAnswer> {
  const answer: ConsolidatedAnswer = {
    divtypereq: {},
    dailysalreqtype: {},
    contracthoursalreq: {},
    realtimesalreqtype: {},
    enabled: { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false },
  };
  if (!flags.AGENTPOLICY3) return answer;
  const { rows } = await repo.listContracts(db, caller.merchantId, {
    downlineId: caller.memberId,
    statuses: ['P', 'E', 'V', 'A'],
  });
  for (const r of rows) {
    answer.enabled[r.kind] = true;
    if (r.status === 'A') continue;
    const map = answer[CONSOLIDATED_KEYS[r.kind]];
    const extra = OPEN.includes(r.status)
      ? { downlineHigherRate: (await affectedBy(db, r)).length ? ('Y' as const) : ('N' as const) }
      : {};
    (map[r.game_type] ??= []).push(contractView(r, extra));
  }
  return answer;
}

export const CONTRACT_KIND_LIST = CONTRACT_KINDS;

// ----------------------------------------------------------------------------- operator oversight

export async function opsList(
  db: Db,
  merchantId: string,
  q: PageRequest & { agentId?: string; kind?: ContractKind; gameType?: string; status?: repo.ContractStatusCode },
) {
  const r = await repo.listContracts(
    db,
    merchantId,
    { partyId: q.agentId, kind: q.kind, gameType: q.gameType, statuses: q.status ? [q.status] : undefined },
    { limit: q.pageSize, offset: offsetOf(q) },
  );
  return pageFrom(
    r.rows.map((row) => contractView(row)),
    r.total,
    q,
  );
}

export const opsView = (db: Db, merchantId: string, id: string) => viewOf(db, merchantId, id);

/** The operator ends a contract (offered or in force) and those below it; audited. */
export async function opsTerminate(db: Db, op: MerchantOperator, id: string, reason: string): Promise<ContractView> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.contractById(trx, op.merchantId, id, true);
    if (!row) throw new AppError('agent_contract_not_found');
    if (!['A', 'V', 'P', 'E'].includes(row.status)) throw new AppError('agent_contract_wrong_status');
    const ended = await terminateCascade(trx, [row], 'operator');
    await appendAudit(trx, op, {
      action: 'agent.contract.terminate',
      targetType: 'agent_contract',
      targetId: row.id,
      before: { status: row.status },
      after: { status: 'T', reason, ended },
    });
  });
  return viewOf(db, op.merchantId, id);
}

/** The operator offers a top agent a contract (upline: the platform); audited. */
export async function opsOffer(db: Db, op: MerchantOperator, body: ContractOfferBody): Promise<ContractView> {
  const id = await createOffer(db, op.merchantId, null, body, (trx, newId) =>
    appendAudit(trx, op, { action: 'agent.contract.offer', targetType: 'agent_contract', targetId: newId, after: body }),
  );
  return viewOf(db, op.merchantId, id);
}

/**
 * After a member moved to another upline: its contracts (as downline) from its former upline
 * end, with everything below them (termination_by 'cascade'); platform contracts stay. Call it in
 * the move's transaction.
 */
export async function endContractsAfterMove(db: Db, merchantId: string, memberId: string): Promise<string[]> {
  const member = await repo.memberOf(db, merchantId, memberId);
  if (!member) return [];
  const { rows } = await repo.listContracts(db, merchantId, { downlineId: memberId, statuses: [...IN_FORCE, ...OPEN] });
  const stale = rows.filter((r) => r.upline_id !== null && r.upline_id !== member.upline_id);
  return stale.length ? terminateCascade(db, stale, 'cascade') : [];
}

/** Seeds and tests: a contract offered and accepted in one go (upline null = the platform). */
export async function seedContract(
  db: Db,
  merchantId: string,
  uplineId: string | null,
  body: ContractOfferBody,
): Promise<string> {
  const id = await createOffer(db, merchantId, uplineId, body);
  await repo.setContractStatus(db, [id], 'A', { decided: true });
  return id;
}
