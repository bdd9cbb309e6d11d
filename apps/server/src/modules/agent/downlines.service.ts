import type { z } from 'zod';
import {
  agentRights,
  DOWNLINE_KINDS,
  type DownlinesPage,
  type Invitation,
  type MemberDetails,
  type RegisterDownlineBody,
  type downlinesQuery,
} from '@playhouse/contract/agent';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { iso, offsetOf, pageFrom } from '../../core/page.js';
import { memberGroup, memberGroupsOf, setMemberGroup } from '../lottery/index.js';
import { mainDomainOf } from '../merchant/index.js';
import {
  affiliateCodeOf,
  downlinePage,
  memberBasics,
  newAffiliateCode,
  registerDownline as insertDownline,
  uplineChain,
  type DownlineRow,
} from '../member/index.js';
import { inDownline, type AgentCaller } from './agent.http.js';
import { figuresOfPeriod } from './team.service.js';

async function toDownlines(db: Db, merchantId: string, rows: DownlineRow[]) {
  const groups = await memberGroupsOf(
    db,
    merchantId,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    username: r.username,
    nickname: r.nickname,
    type: r.type,
    status: r.status,
    level: r.level,
    teamSize: Number(r.team_size),
    directCount: Number(r.direct_count),
    registeredAt: iso(r.created_at)!,
    lastLoginAt: iso(r.last_login_at),
    prizeGroup: groups.get(r.id)!,
  }));
}

/** GET API.agent.downlines (csvLimit: every row up to the cap, for the export). */
export async function downlines(
  db: Db,
  who: AgentCaller,
  q: z.output<typeof downlinesQuery>,
  csvLimit?: number,
): Promise<DownlinesPage> {
  let parent = { id: who.agentId, level: 0 };
  if (q.parentId !== undefined && q.parentId !== who.agentId) {
    await inDownline(db, who, q.parentId);
    const chain = await uplineChain(db, who.merchantId, q.parentId, who.agentId);
    parent = { id: q.parentId, level: chain.length };
  }
  const parentRow = (await memberBasics(db, who.merchantId, parent.id))!;
  const filter = q.username !== undefined ? { username: q.username } : { parentId: parent.id };
  const limit = csvLimit ?? q.pageSize;
  const { rows, total } = await downlinePage(db, who.merchantId, who.agentId, filter, limit, csvLimit ? 0 : offsetOf(q));
  return {
    ...pageFrom(await toDownlines(db, who.merchantId, rows), total, q),
    parent: { id: parent.id, username: parentRow.username, level: parent.level },
  };
}

/** GET API.agent.member: one member of the caller's downline, its upline chain up to the caller, this and last month. */
export async function memberDetails(db: Db, who: AgentCaller, memberId: string): Promise<MemberDetails> {
  await inDownline(db, who, memberId);
  const { rows } = await downlinePage(db, who.merchantId, who.agentId, { ids: [memberId] }, 1, 0);
  const [row] = await toDownlines(db, who.merchantId, rows);
  const [chain, current, previous] = await Promise.all([
    uplineChain(db, who.merchantId, memberId, who.agentId),
    figuresOfPeriod(db, who.merchantId, memberId, 'month', 0),
    figuresOfPeriod(db, who.merchantId, memberId, 'month', 1),
  ]);
  return {
    ...row!,
    uplines: chain.map((c) => ({ id: c.id, username: c.username, type: c.type })),
    figures: { current: current.figures, previous: previous.figures },
  };
}

/**
 * PUT API.agent.prizeGroup: a direct downline's LOTT prize group, never above the caller's own
 * group in force (422 agent_prize_group_above_upline). A deeper member answers agent_member_not_found
 * (its own upline sets it).
 */
export async function setPrizeGroup(db: Db, who: AgentCaller, memberId: string, group: number) {
  await inDownline(db, who, memberId);
  const m = await memberBasics(db, who.merchantId, memberId);
  if (m?.upline_id !== who.agentId) throw new AppError('agent_member_not_found');
  const own = await memberGroup(db, who.merchantId, who.agentId);
  if (group > own.own) throw new AppError('agent_prize_group_above_upline', undefined, { max: own.own });
  await setMemberGroup(db, who.merchantId, memberId, group);
  return { id: memberId, prizeGroup: group };
}

/** POST API.agent.register: a downline account under the caller (see registerDownlineBody). */
export async function registerDownline(db: Db, who: AgentCaller, body: RegisterDownlineBody, ip: string, host: string) {
  if (body.kind === 'agent' && !agentRights(who.type).registersAgents) throw new AppError('agent_cannot_register_agents');
  const own = await memberGroup(db, who.merchantId, who.agentId);
  const group = body.prizeGroup ?? own.own;
  if (group > own.own) throw new AppError('agent_prize_group_above_upline', undefined, { max: own.own });
  const type = DOWNLINE_KINDS[body.kind];
  const made = await insertDownline(db, who.merchantId, {
    uplineId: who.agentId,
    username: body.username,
    password: body.password,
    type,
    ip,
    host,
  });
  await setMemberGroup(db, who.merchantId, made.id, group);
  return { id: made.id, username: made.username, type, prizeGroup: group, affiliateCode: made.affiliateCode };
}

const siteOrigin = (mainDomain: string | null | undefined, origin: { protocol: string; host: string }) =>
  mainDomain && mainDomain !== origin.host.replace(/:\d+$/, '') ? `https://${mainDomain}` : `${origin.protocol}://${origin.host}`;

/**
 * GET API.agent.invitation: the caller's code and the member site's register link with it. The
 * link is on the merchant's main domain (https) when the agent centre is served elsewhere, else
 * on the origin the agent is using (so a local or plain-http deployment gets a working link).
 */
export async function invitation(db: Db, who: AgentCaller, origin: { protocol: string; host: string }): Promise<Invitation> {
  const [code, domain, group] = await Promise.all([
    affiliateCodeOf(db, who.merchantId, who.agentId, newAffiliateCode),
    mainDomainOf(db, who.merchantId),
    memberGroup(db, who.merchantId, who.agentId),
  ]);
  return {
    affiliateCode: code,
    registerUrl: `${siteOrigin(domain, origin)}/register?affiliateCode=${encodeURIComponent(code)}`,
    prizeGroup: group.own,
    rights: agentRights(who.type),
  };
}
