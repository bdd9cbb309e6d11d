import { HANDOFF_TICKET_SECONDS, type HandoffTicket, type LoginResult } from '@playhouse/contract';
import type { Db } from '../../db/database.js';
import { AppError } from '../../core/errors.js';
import { randomToken, sha256 } from '../../lib/secrets.js';
import type { Caller, Merchant } from '../merchant/index.js';
import { findMember } from '../member/index.js';
import { insertHandoff, useHandoff } from './handoff.repository.js';
import { signInWithin } from './session.service.js';
import type { ActiveSession } from '../session/index.js';

/**
 * Session hand-off (§4 "session from a token in the URL"): a URL never carries a session token,
 * only a one-time ticket (256-bit random, stored as SHA-256, HANDOFF_TICKET_SECONDS, bound to
 * the merchant) that POST /wps/session/handoff exchanges once for a fresh session.
 */
export async function mintHandoffTicket(
  db: Db,
  merchant: Merchant,
  memberId: string,
  method: string,
  sourceSessionId: string | null = null,
): Promise<string> {
  const ticket = randomToken();
  await insertHandoff(db, {
    merchantId: merchant.id,
    memberId,
    ticketHash: sha256(ticket),
    method,
    sourceSessionId,
    seconds: HANDOFF_TICKET_SECONDS,
  });
  return ticket;
}

/** POST /wps/session/handoff/ticket: a ticket for the signed-in member, dead once this session ends. */
export async function ticketForSession(db: Db, merchant: Merchant, session: ActiveSession): Promise<HandoffTicket> {
  const ticket = await mintHandoffTicket(db, merchant, session.memberId, 'handoff', session.sessionId);
  return { ticket, expiresInSeconds: HANDOFF_TICKET_SECONDS };
}

/**
 * POST /wps/session/handoff: the ticket is used and the session issued in one transaction, so
 * a ticket gives at most one session; a member no longer active gets none.
 */
export async function redeemHandoff(db: Db, caller: Caller, rawTicket: string): Promise<LoginResult> {
  const { merchant } = caller;
  const ticket = rawTicket.trim();
  if (!ticket) throw new AppError('handoff_invalid');
  return db.transaction().execute(async (trx) => {
    const used = await useHandoff(trx, merchant.id, sha256(ticket));
    if (!used) throw new AppError('handoff_invalid');
    const member = await findMember(trx, merchant.id, { id: used.member_id });
    if (!member || member.status !== 'active') throw new AppError('handoff_invalid');
    // A ticket proves the member, not the device: the IP is not remembered as known.
    return signInWithin(trx, caller, member, used.method, member.must_change_password ? 'default' : null, { rememberIp: false });
  });
}
