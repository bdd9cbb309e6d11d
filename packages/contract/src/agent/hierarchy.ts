import { z } from 'zod';
import { AGENT_TYPES } from '../member-types.js';
import { pageOf } from '../games.js';
import { PRIZE_GROUP_MAX, PRIZE_GROUP_MIN } from '../lottery/prize.js';
import { agentPageFields, agentTableFormat, periodFiguresSchema } from './reports.js';

/**
 * The agent hierarchy: who may do what, the downline lists, member details, the
 * register centre and the prize group. Every member id in a path or query must be in the
 * caller's downline (depth ≥ 1), else 404 agent_member_not_found.
 */

// ------------------------------------------------------------------------------- agent rights

export type AgentType = (typeof AGENT_TYPES)[number];

export interface AgentRights {
  /** May register agents (a new agent downline is created as type 1); every agent registers players. */
  registersAgents: boolean;
  /** May offer contracts to its direct downlines. */
  offersContracts: boolean;
  /** May hold contracts from its upline. */
  holdsContracts: boolean;
}

/**
 * The agent types' rights (the agent back office's binding rule):
 *   1  agent            registers players and agents, offers and holds contracts
 *   2  agent of players registers players only, holds contracts, offers none
 *   41 player-agent     as 2 (an agent who also plays as a member)
 *   42 sub-agent        registers players only, holds no contracts
 * Any other type (0 player, 4 trial) has no rights and no downline.
 */
export function agentRights(type: number): AgentRights {
  switch (type) {
    case 1:
      return { registersAgents: true, offersContracts: true, holdsContracts: true };
    case 2:
    case 41:
      return { registersAgents: false, offersContracts: false, holdsContracts: true };
    case 42:
      return { registersAgents: false, offersContracts: false, holdsContracts: false };
    default:
      return { registersAgents: false, offersContracts: false, holdsContracts: false };
  }
}

/** The type a new downline is created with: 'agent' is type 1, 'player' type 0. */
export const DOWNLINE_KINDS = { player: 0, agent: 1 } as const;
export type DownlineKind = keyof typeof DOWNLINE_KINDS;

// ----------------------------------------------------------------------------------- shared

/** A member id as the server sends it (bigint as a decimal string). */
export const memberId = z.string().regex(/^[1-9]\d{0,17}$/, 'member id');
export const prizeGroup = z.number().int().min(PRIZE_GROUP_MIN).max(PRIZE_GROUP_MAX);
const blankAsUndefined = (v: unknown) => (v === '' ? undefined : v);

// ------------------------------------------------------------------ downline management

/**
 * GET API.agent.downlines: the direct downlines of `parentId` (a member of the caller's downline;
 * omitted: the caller), newest first; or, with `username`, the one member of the caller's whole
 * downline of that name (any case; an empty page when there is none).
 */
export const downlinesQuery = z.object({
  parentId: z.preprocess(blankAsUndefined, memberId.optional()),
  username: z.preprocess(blankAsUndefined, z.string().trim().min(1).max(64).optional()),
  ...agentPageFields,
  format: agentTableFormat,
});
export type DownlinesQuery = z.input<typeof downlinesQuery>;

export const downlineSchema = z.object({
  id: memberId,
  username: z.string(),
  nickname: z.string(),
  type: z.number(),
  status: z.enum(['active', 'locked', 'disabled']),
  /** Depth below the caller: 1 = a direct downline. */
  level: z.number(),
  /** Members under this one at any depth. */
  teamSize: z.number(),
  /** Direct downlines of this one (0: no further level to open). */
  directCount: z.number(),
  /** ISO 8601 UTC. */
  registeredAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** LOTT prize group in force (its own, else the merchant's default). */
  prizeGroup: z.number(),
});
export type Downline = z.infer<typeof downlineSchema>;

export const downlinesAnswer = pageOf(downlineSchema).extend({
  /** Whose downlines these are (the caller, or the parentId asked), with its chain for a breadcrumb. */
  parent: z.object({ id: memberId, username: z.string(), level: z.number() }),
});
export type DownlinesPage = z.infer<typeof downlinesAnswer>;

/** GET API.agent.member (:id): one member of the caller's downline. */
export const memberDetailsAnswer = downlineSchema.extend({
  /** From the member's direct upline up to the caller (last), nearest first. */
  uplines: z.array(z.object({ id: memberId, username: z.string(), type: z.number() })),
  /** The member's own team (itself included) this month and last month, in the merchant time zone. */
  figures: z.object({ current: periodFiguresSchema, previous: periodFiguresSchema }),
});
export type MemberDetails = z.infer<typeof memberDetailsAnswer>;

/** PUT API.agent.prizeGroup (:id): a direct downline's LOTT prize group, never above the caller's own (422 agent_prize_group_above_upline). */
export const prizeGroupBody = z.object({ prizeGroup });
export type PrizeGroupBody = z.infer<typeof prizeGroupBody>;
export const prizeGroupAnswer = z.object({ id: memberId, prizeGroup: z.number() });
/** The operator's PUT of a member's prize group, with a reason for the audit trail. */
export const opsPrizeGroupBody = z.object({ prizeGroup, reason: z.string().trim().min(1).max(200) });

// ---------------------------------------------------------------------- register centre

/**
 * POST API.agent.register: a downline account created directly under the caller. Username and
 * password follow the merchant's validators (400 validation_failed with field issues);
 * `kind` 'agent' needs the agentRights' registersAgents (403 agent_cannot_register_agents);
 * prizeGroup defaults to the caller's own and may not exceed it (422 agent_prize_group_above_upline).
 */
export const registerDownlineBody = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
  kind: z.enum(['player', 'agent']),
  prizeGroup: prizeGroup.optional(),
});
export type RegisterDownlineBody = z.infer<typeof registerDownlineBody>;
export const registerDownlineAnswer = z.object({
  id: memberId,
  username: z.string(),
  type: z.number(),
  prizeGroup: z.number(),
  /** A new agent's own invitation code; null for a player. */
  affiliateCode: z.string().nullable(),
});

/**
 * GET API.agent.invitation: the caller's affiliate code and the registration link the member
 * site's register dialog reads (`https://<domain>/register?affiliateCode=<code>`); the page draws the QR.
 */
export const invitationAnswer = z.object({
  affiliateCode: z.string(),
  registerUrl: z.string(),
  /** The caller's own prize group: the most a downline can get. */
  prizeGroup: z.number(),
  rights: z.object({ registersAgents: z.boolean(), offersContracts: z.boolean(), holdsContracts: z.boolean() }),
});
export type Invitation = z.infer<typeof invitationAnswer>;

// ------------------------------------------------------------------------------ operator

/** PUT API.operator.agentUpline (:id): moves a member and its whole team (null = to the top). 409 agent_move_loop. */
export const moveUplineBody = z.object({ uplineId: memberId.nullable() });
export const moveUplineAnswer = z.object({ id: memberId, uplineId: memberId.nullable() });

/** POST API.member.affiliateApplication: a member asks to become an agent (reaches the operator). */
export const affiliateApplicationBody = z.object({
  contact: z.string().trim().min(1).max(120),
  message: z.string().trim().max(1000).default(''),
});
export const affiliateApplicationAnswer = z.object({ id: z.string() });

/** GET API.operator.agentApplications: the merchant's affiliate applications, newest first. */
export const agentApplicationsQuery = z.object({ ...agentPageFields });
export const agentApplicationSchema = z.object({
  id: z.string(),
  memberId: memberId,
  username: z.string(),
  contact: z.string(),
  message: z.string(),
  /** member (the affiliate application page) or feedback (a feedback of type 6, agent application). */
  source: z.string(),
  createdAt: z.string(),
});
export const agentApplicationsAnswer = pageOf(agentApplicationSchema);
