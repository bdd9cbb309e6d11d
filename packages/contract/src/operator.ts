import { z } from 'zod';
import { LANGUAGES } from './constants.js';
import { pageNo, pageOf } from './games.js';

/**
 * Operator accounts, roles and the audit trail (issue 8 §4, §5). Roles and permissions live
 * here so the server's guard and the later console read the same map.
 */

/** Platform operators may create and manage merchants; merchant operators act on one merchant only. */
export const OPERATOR_LEVELS = ['platform', 'merchant'] as const;
export type OperatorLevel = (typeof OPERATOR_LEVELS)[number];

export const OPERATOR_ROLES = ['owner', 'finance', 'content', 'support', 'risk', 'auditor'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const OPERATOR_PERMISSIONS = [
  /** List withdrawals and see their proof images. */
  'withdrawals.read',
  /** Approve, reject, force a receipt, refund. */
  'withdrawals.decide',
  'bgs.config.read',
  'bgs.config.write',
  /** Member lists and details (support). */
  'members.read',
  'members.manage',
  'messages.manage',
  /** Announcements, help centre, banners. */
  'content.manage',
  /** Betting and payment limits. */
  'limits.manage',
  'lottery.results',
  'audit.read',
  'operators.read',
  'operators.manage',
  'keys.manage',
  /** Create merchants: also needs the platform level. */
  'merchants.manage',
  /** /metrics, the event outbox's lag and parked events. */
  'monitoring.read',
  /** Retry parked events. */
  'events.manage',
  // points mall (issue 14)
  /** Mall items, and the review of redeems (approving pays cash and bonus items). */
  'points.manage',
  // VIP and red envelopes (issue 14)
  /** Read and save the VIP ladder. */
  'vip.manage',
  /** Create, list and cancel red-envelope drops. */
  'envelopes.manage',
  // activities (issue 14)
  /** The activity centre: create and edit activities, review applications (approving pays). */
  'activities.manage',
  // rewards (issue 14): see bonus definitions; create, change and remove them; grant a member a reward
  'rewards.read',
  'rewards.manage',
  'rewards.grant',
  // missions and leaderboard (issue 14)
  /** Mission definitions and leaderboard prize tiers. */
  'missions.manage',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/** The role -> permission map the server checks on every /ops route. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  owner: OPERATOR_PERMISSIONS,
  finance: ['withdrawals.read', 'withdrawals.decide', /* issue 14 */ 'points.manage', 'rewards.read', 'rewards.grant'],
  content: ['content.manage', /* issue 14 */ 'activities.manage', 'rewards.read', 'rewards.manage', 'missions.manage'],
  support: ['members.read', 'members.manage', 'messages.manage', /* rewards */ 'rewards.read'],
  risk: ['limits.manage', 'lottery.results', 'bgs.config.read', 'bgs.config.write'],
  auditor: [
    'audit.read',
    'withdrawals.read',
    'bgs.config.read',
    'members.read',
    'operators.read',
    'monitoring.read',
    /* rewards */ 'rewards.read',
  ],
};

/** Never through a machine key, whatever its role: a leaked key cannot mint keys or operators. */
export const HUMAN_ONLY_PERMISSIONS: readonly OperatorPermission[] = ['operators.manage', 'keys.manage', 'merchants.manage'];

export const roleAllows = (role: OperatorRole, permission: OperatorPermission) => ROLE_PERMISSIONS[role].includes(permission);

const idText = z.string().regex(/^[1-9]\d{0,17}$/);
export const operatorIdParams = z.object({ id: idText });
const merchantCode = z.string().regex(/^[a-z0-9_-]{2,32}$/);
const username = z.string().regex(/^[a-zA-Z0-9_.-]{3,32}$/);
/** Operators' passwords: long, since they guard money decisions. */
const operatorPassword = z.string().min(12).max(128);
const totpCode = z.string().regex(/^\d{6}$/);

export const operatorLoginBody = z.object({ username: z.string().min(1).max(64), password: z.string().max(128), totp: totpCode });
export type OperatorLoginBody = z.infer<typeof operatorLoginBody>;

export const operatorMe = z.object({
  id: z.string(),
  kind: z.enum(['user', 'key']),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  level: z.enum(OPERATOR_LEVELS),
  /** The merchant code of a merchant operator or key; null for the platform level. */
  merchant: z.string().nullable(),
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
});
export type OperatorMe = z.infer<typeof operatorMe>;
export const operatorLoginAnswer = z.object({ token: z.string(), expiresAt: z.string(), operator: operatorMe });

export const operatorPasswordBody = z.object({ oldPassword: z.string().max(128), newPassword: operatorPassword });

export const merchantCreateBody = z.object({
  code: merchantCode,
  name: z.string().min(1).max(100),
  currency: z.string().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().min(1).max(8).optional(),
  languages: z.array(z.enum(LANGUAGES)).min(1),
  defaultLanguage: z.enum(LANGUAGES).optional(),
  domains: z
    .array(z.string().regex(/^[a-z0-9.-]{1,253}$/))
    .max(20)
    .default([]),
  /** White-label settings; anything left out takes the defaults. Validated on the server. */
  settings: z.record(z.string(), z.unknown()).optional(),
});
export type MerchantCreateBody = z.infer<typeof merchantCreateBody>;
export const merchantCreated = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  languages: z.array(z.string()),
  domains: z.array(z.string()),
});

export const operatorUser = z.object({
  id: z.string(),
  username: z.string(),
  role: z.enum(OPERATOR_ROLES),
  level: z.enum(OPERATOR_LEVELS),
  merchant: z.string().nullable(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type OperatorUser = z.infer<typeof operatorUser>;
export const operatorUserList = z.array(operatorUser);
export const operatorCreateBody = z.object({
  username,
  password: operatorPassword,
  role: z.enum(OPERATOR_ROLES),
  /** A merchant code for a merchant operator; null (platform operators only) for a platform operator. */
  merchant: merchantCode.nullable().optional(),
});
/** The TOTP secret is shown this once, for the new operator's authenticator app. */
export const operatorCreated = operatorUser.extend({ totpSecret: z.string(), otpauthUrl: z.string() });
export const operatorUpdateBody = z.object({
  role: z.enum(OPERATOR_ROLES).optional(),
  disabled: z.boolean().optional(),
  /** A new password; every session of the operator ends. */
  password: operatorPassword.optional(),
});

export const operatorKey = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  merchant: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export const operatorKeyList = z.array(operatorKey);
export const operatorKeyCreateBody = z.object({
  name: z.string().min(1).max(64),
  role: z.enum(OPERATOR_ROLES),
  /** Days until the key stops working; keys always expire. */
  expiresInDays: z.number().int().min(1).max(366).default(90),
});
/** The key in plain text exists only in this answer. */
export const operatorKeyCreated = operatorKey.extend({ key: z.string() });

const isoDate = z.string().datetime({ offset: true });
export const auditQuery = z.object({
  operatorId: idText.optional(),
  keyId: idText.optional(),
  action: z.string().max(64).optional(),
  targetType: z.string().max(64).optional(),
  targetId: z.string().max(64).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;
export const auditEntry = z.object({
  id: z.string(),
  seq: z.string(),
  at: z.string(),
  actor: z.object({ kind: z.enum(['user', 'key', 'system']), id: z.string().nullable(), name: z.string() }),
  role: z.string().nullable(),
  merchant: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  hash: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = pageOf(auditEntry);
export const auditVerifyAnswer = z.object({
  valid: z.boolean(),
  /** Rows checked: the whole chain, whatever the caller may list. */
  checked: z.number(),
  /** The first row whose hash or link does not match, or null. */
  firstBroken: z.object({ id: z.string(), seq: z.string(), reason: z.enum(['hash', 'link', 'sequence']) }).nullable(),
  /**
   * The last row's number and hash (hex). Kept outside the database (a ticket, a log), it shows
   * a chain rewritten from some row to its end: the head would no longer match.
   */
  head: z.object({ seq: z.string(), hash: z.string() }).nullable(),
});
