import { z } from 'zod';
import { LANGUAGES } from './constants.js';
import { listSort } from './operator-members.js';

/**
 * Operator accounts, roles and the audit trail. Roles and permissions live
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
  /** See a member's personal data whole (mobile, e-mail, payee name); every reveal is audited. */
  'members.reveal',
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
  // points mall
  /** Mall items, and the review of redeems (approving pays cash and bonus items). */
  'points.manage',
  // VIP and red envelopes
  /** Read and save the VIP ladder. */
  'vip.manage',
  /** Create, list and cancel red-envelope drops. */
  'envelopes.manage',
  // activities
  /** The activity centre: create and edit activities, review applications (approving pays). */
  'activities.manage',
  // rewards: see bonus definitions; create, change and remove them; grant a member a reward
  'rewards.read',
  'rewards.manage',
  'rewards.grant',
  // missions and leaderboard
  /** Mission definitions and leaderboard prize tiers. */
  'missions.manage',
  // manual adjustments of a member's balance
  /** Credit or debit a member's wallet with a reason; above the merchant's threshold it waits for approval. */
  'adjustments.request',
  /** Approve or reject an adjustment another person asked for. */
  'adjustments.approve',
  // deposits and payment channels
  /** List deposits. */
  'deposits.read',
  /** Confirm or refuse a pending bank-transfer deposit. */
  'deposits.decide',
  /** Payment channels: enable, order, limits, fee, names, receiving account. */
  'channels.manage',
  // the console's dashboard and bet list
  /** Every vendor's and the lottery's bets, and the dashboard's bets per minute and gross gaming revenue. */
  'bets.read',
] as const;
export type OperatorPermission = (typeof OPERATOR_PERMISSIONS)[number];

/** The role -> permission map the server checks on every /ops route. */
export const ROLE_PERMISSIONS: Record<OperatorRole, readonly OperatorPermission[]> = {
  owner: OPERATOR_PERMISSIONS,
  finance: [
    'withdrawals.read',
    'withdrawals.decide',
    'members.read',
    'adjustments.request',
    'adjustments.approve',
    'deposits.read',
    'deposits.decide',
    'channels.manage',
    'bets.read',
    /* member engagement */ 'points.manage',
    'rewards.read',
    'rewards.grant',
  ],
  content: ['content.manage', /* member engagement */ 'activities.manage', 'rewards.read', 'rewards.manage', 'missions.manage'],
  support: [
    'members.read',
    'members.manage',
    'members.reveal',
    'adjustments.request',
    'messages.manage',
    'bets.read',
    /* rewards */ 'rewards.read',
  ],
  risk: ['limits.manage', 'lottery.results', 'bgs.config.read', 'bgs.config.write'],
  auditor: [
    'audit.read',
    'withdrawals.read',
    'deposits.read',
    'bgs.config.read',
    'members.read',
    'operators.read',
    'monitoring.read',
    'bets.read',
    /* rewards */ 'rewards.read',
  ],
};

/** Never through a machine key, whatever its role: a leaked key cannot mint keys or operators. */
export const HUMAN_ONLY_PERMISSIONS: readonly OperatorPermission[] = ['operators.manage', 'keys.manage', 'merchants.manage'];

export const roleAllows = (role: OperatorRole, permission: OperatorPermission) => ROLE_PERMISSIONS[role].includes(permission);

/**
 * What a machine key may do now: its role's permissions that its maker's role also holds now
 * (a demoted maker narrows the key at once), never a human-only one. A key no operator made
 * (a seed's) has its role's.
 */
export function keyPermissions(keyRole: OperatorRole, makerRole: OperatorRole | null): OperatorPermission[] {
  return ROLE_PERMISSIONS[keyRole].filter(
    (p) => !HUMAN_ONLY_PERMISSIONS.includes(p) && (makerRole === null || roleAllows(makerRole, p)),
  );
}

const idText = z.string().regex(/^[1-9]\d{0,17}$/);
export const operatorIdParams = z.object({ id: idText });
const merchantCode = z.string().regex(/^[a-z0-9_-]{2,32}$/);
const username = z.string().regex(/^[a-zA-Z0-9_.-]{3,32}$/);
/** Operators' passwords: long, since they guard money decisions. */
const operatorPassword = z.string().min(12).max(128);
const totpCode = z.string().regex(/^\d{6}$/);
/** An operator's e-mail: the person behind the account, unique among all operators. */
const operatorEmail = z.string().trim().toLowerCase().max(254).email();

export const operatorLoginBody = z.object({
  username: z.string().min(1).max(64),
  password: z.string().max(128),
  /** Required once the operator's authenticator is set up; its first sign-in sets it up instead. */
  totp: totpCode.optional(),
  /** Asked for (captcha_required) once the account or the address has failed too often. */
  captchaId: z.string().max(64).optional(),
  captcha: z.string().max(16).optional(),
  /**
   * token (default): the answer carries a bearer token (scripts, tools). cookie (the console):
   * the session rides in an httpOnly SameSite=Strict cookie that page scripts never read, and
   * the answer carries the CSRF token every change made with it must send (OPERATOR_CSRF_HEADER).
   */
  session: z.enum(['token', 'cookie']).default('token'),
});
export type OperatorLoginBody = z.infer<typeof operatorLoginBody>;

export const operatorMe = z.object({
  id: z.string(),
  kind: z.enum(['user', 'key']),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  level: z.enum(OPERATOR_LEVELS),
  /** The merchant code of a merchant operator or key; null for the platform level. */
  merchant: z.string().nullable(),
  /** What this caller may do now: a key's role narrowed to what its maker may do now. */
  permissions: z.array(z.enum(OPERATOR_PERMISSIONS)),
  /** A user's e-mail and whether it is verified (needed to approve under four eyes); null for a key. */
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** A cookie session's CSRF token (the console reads it again after a reload); null otherwise. */
  csrf: z.string().nullable(),
});
export type OperatorMe = z.infer<typeof operatorMe>;
/**
 * The value of operator_totp_enrolment_required: the right password of an operator without an
 * authenticator yet. The secret is for its authenticator app (or the otpauth link, as a QR code);
 * a code from it, with the ticket, completes the sign-in (10 minutes, 5 tries).
 */
export const operatorEnrolment = z.object({ ticket: z.string(), secret: z.string(), otpauthUrl: z.string() });
export type OperatorEnrolment = z.infer<typeof operatorEnrolment>;
export const operatorEnrolBody = z.object({
  ticket: z.string().min(1).max(128),
  totp: totpCode,
  session: z.enum(['token', 'cookie']).default('token'),
});
export type OperatorEnrolBody = z.infer<typeof operatorEnrolBody>;

/** token: null for a cookie session (the cookie holds it); the CSRF token is operator.csrf. */
export const operatorLoginAnswer = z.object({ token: z.string().nullable(), expiresAt: z.string(), operator: operatorMe });

/** Operator sessions end after 30 idle minutes and at most 12 hours after sign-in; the console warns 5 minutes before the idle end. */
export const OPERATOR_SESSION = { idleMinutes: 30, absoluteHours: 12, warnMinutes: 5 } as const;

/** The console's session cookie (Path=/ops, httpOnly, SameSite=Strict) and the header of its CSRF token. */
export const OPERATOR_SESSION_COOKIE = 'ph_ops';
export const OPERATOR_CSRF_HEADER = 'x-csrf-token';

export const operatorPasswordBody = z.object({
  oldPassword: z.string().max(128),
  newPassword: operatorPassword,
  /** Also revoke every machine key this operator made (offered with the change). */
  endKeys: z.boolean().default(false),
});
export const operatorEmailVerifyBody = z.object({ code: z.string().regex(/^\d{6}$/) });

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
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  /** An owner-level account a second owner has not approved yet: it cannot sign in. */
  awaitingApproval: z.boolean(),
  createdAt: z.string(),
});
export type OperatorUser = z.infer<typeof operatorUser>;
export const operatorUserList = z.array(operatorUser);
/** A live console or API session of an operator. */
export const operatorSession = z.object({
  id: z.string(),
  operatorId: z.string(),
  operator: z.string(),
  merchant: z.string().nullable(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The caller's own session. */
  current: z.boolean(),
});
export type OperatorSession = z.infer<typeof operatorSession>;
export const operatorSessionList = z.array(operatorSession);

export const operatorCreateBody = z.object({
  username,
  password: operatorPassword,
  role: z.enum(OPERATOR_ROLES),
  /** The person's e-mail: a code is sent to it, which the new operator enters once signed in. */
  email: operatorEmail,
  /** A merchant code for a merchant operator; null (platform operators only) for a platform operator. */
  merchant: merchantCode.nullable().optional(),
});

export const OPERATOR_APPROVAL_KINDS = ['owner.create', 'owner.promote', 'owner.enable', 'owner.password'] as const;
/** A change giving someone owner rights (or an owner's password), waiting for a second owner. */
export const operatorApproval = z.object({
  id: z.string(),
  kind: z.enum(OPERATOR_APPROVAL_KINDS),
  operator: z.object({ id: z.string(), username: z.string() }),
  merchant: z.string().nullable(),
  requestedBy: z.object({ id: z.string(), name: z.string() }),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
  expiresAt: z.string(),
  decidedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  decidedAt: z.string().nullable(),
});
export type OperatorApproval = z.infer<typeof operatorApproval>;
export const operatorApprovalList = z.array(operatorApproval);
/** Deciding an owner-level change: the approver's own fresh TOTP code. */
export const operatorApprovalDecisionBody = z.object({ totp: totpCode });

/** No second factor here: the new operator sets up its own authenticator at its first sign-in (operator_totp_enrolment_required). */
export const operatorCreated = operatorUser.extend({
  /** An owner waits for a second owner's approval before it can sign in. */
  approval: operatorApproval.nullable(),
});
export const operatorUpdateBody = z
  .object({
    role: z.enum(OPERATOR_ROLES).optional(),
    disabled: z.boolean().optional(),
    /** Another operator's new password (one's own: /ops/me/password); every session of the operator ends. */
    password: operatorPassword.optional(),
    /** A new e-mail, unverified until its owner enters the code sent to it. */
    email: operatorEmail.optional(),
    /** With a password: also revoke every machine key the operator made. */
    endKeys: z.boolean().default(false),
    /** Another operator lost its authenticator: it sets one up again at its next sign-in; its sessions end. */
    resetTotp: z.literal(true).optional(),
    /** The caller's own fresh TOTP code: required to set another operator's password or reset its authenticator. */
    totp: totpCode.optional(),
  })
  .refine((b) => (b.password === undefined && b.resetTotp === undefined) || b.totp !== undefined, {
    path: ['totp'],
    message: 'required',
  });
/** The operator after the change, and the approval it waits for when the change gives owner rights. */
export const operatorChanged = operatorUser.extend({ approval: operatorApproval.nullable() });

export const operatorKey = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(OPERATOR_ROLES),
  merchant: z.string(),
  /** The operator who made it: the key never does more than they may do now. Null: made by a seed. */
  createdBy: z.object({ id: z.string(), username: z.string() }).nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  /** Works now: not revoked, not expired, its maker not disabled. */
  active: z.boolean(),
});
export const operatorKeyList = z.array(operatorKey);
/** The keys list: only those one operator made (e.g. one's own, before a password change). */
export const operatorKeyQuery = z.object({ createdBy: idText.optional() });
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
  sort: listSort,
  /** The `next` of the page before (a row's seq): older rows, or newer ones oldest first. */
  cursor: idText.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
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
  /** Its content still hashes to its hash, and it links to the row before it in the chain shown. */
  intact: z.boolean(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditPage = z.object({
  rows: z.array(auditEntry),
  next: z.string().nullable(),
  /** The chain the rows were checked in: a merchant's code, or 'all'. */
  chain: z.string(),
  /** Every row of the page is intact: the range shown is verified. */
  chainVerified: z.boolean(),
});
export type AuditPage = z.infer<typeof auditPage>;
export const auditVerifyAnswer = z.object({
  /**
   * Which chain was checked: 'all' (the global chain: a platform operator naming no merchant) or a
   * merchant's code (that merchant's own chain: its operators, or a platform operator naming it).
   */
  chain: z.string(),
  valid: z.boolean(),
  /** Rows checked: every row of that chain. */
  checked: z.number(),
  /** The first row whose hash or link does not match, or null. */
  firstBroken: z.object({ id: z.string(), seq: z.string(), reason: z.enum(['hash', 'link', 'sequence']) }).nullable(),
  /**
   * The last row's number and hash (hex). Kept outside the database (a ticket, a log), it shows
   * a chain rewritten from some row to its end: the head would no longer match.
   */
  head: z.object({ seq: z.string(), hash: z.string() }).nullable(),
});
