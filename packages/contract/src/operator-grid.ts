import { z } from 'zod';
import { auditQuery, type OperatorPermission } from './operator.js';
import { opsAdjustmentQuery, opsMemberQuery } from './operator-members.js';
import { operatorDepositQuery, operatorWithdrawalQuery } from './operator-money.js';
import { opsBetQuery } from './operator-dashboard.js';

/**
 * The console grid's server side: an operator's saved views of a list, and background tasks
 * over everything a list's filter matches: a CSV export, or one action on every row.
 */

/** The lists a view can be saved of and a task run over. */
export const GRID_LISTS = ['members', 'withdrawals', 'deposits', 'adjustments', 'audit', 'bets'] as const;
export type GridList = (typeof GRID_LISTS)[number];

/** Who may save a view of a list, export it or see its tasks: whoever may read it. */
export const GRID_READ_PERMISSION: Record<GridList, OperatorPermission> = {
  members: 'members.read',
  withdrawals: 'withdrawals.read',
  deposits: 'deposits.read',
  adjustments: 'adjustments.request',
  audit: 'audit.read',
  bets: 'bets.read',
};

/**
 * Each list's export columns, in the file's order: fields of the list call's rows (a dot goes
 * into an object). Personal data comes masked, as the list shows it.
 */
export const GRID_EXPORT_COLUMNS: Record<GridList, readonly string[]> = {
  members: ['id', 'username', 'nickname', 'type', 'status', 'mobile', 'email', 'upline', 'createdAt', 'lastLoginAt'],
  withdrawals: [
    'id',
    'member',
    'amount',
    'bankName',
    'accountName',
    'accountNumber',
    'status',
    'receiptState',
    'fourEyes',
    'firstApprovedBy',
    'decidedBy',
    'heldBy',
    'holdReason',
    'rejectReason',
    'createdAt',
    'decidedAt',
  ],
  deposits: [
    'id',
    'orderNo',
    'member',
    'channel',
    'kind',
    'amount',
    'fee',
    'status',
    'fourEyes',
    'firstApprovedBy',
    'decidedBy',
    'refuseReason',
    'createdAt',
    'settledAt',
  ],
  adjustments: [
    'id',
    'username',
    'wallet',
    'amount',
    'category',
    'comment',
    'status',
    'needsApproval',
    'requestedBy',
    'requestedAt',
    'decidedBy',
    'decidedAt',
    'rejectReason',
  ],
  audit: ['seq', 'at', 'actor.kind', 'actor.name', 'role', 'merchant', 'ip', 'action', 'targetType', 'targetId', 'intact'],
  bets: [
    'id',
    'member',
    'vendor',
    'game',
    'gameType',
    'roundId',
    'source',
    'stake',
    'validBet',
    'win',
    'status',
    'placedAt',
    'settledAt',
  ],
};

/** A list's filter as a saved view or a task takes it: its query without paging. */
const noPaging = { cursor: true, limit: true } as const;
export const gridFilters = {
  members: opsMemberQuery.omit(noPaging),
  withdrawals: operatorWithdrawalQuery.omit(noPaging),
  deposits: operatorDepositQuery.omit(noPaging),
  adjustments: opsAdjustmentQuery.omit(noPaging),
  audit: auditQuery.omit(noPaging),
  bets: opsBetQuery.omit(noPaging),
} satisfies Record<GridList, z.ZodTypeAny>;
export type GridFilter<L extends GridList> = z.output<(typeof gridFilters)[L]>;

const listFilter = <L extends GridList>(list: L) => z.object({ list: z.literal(list), filter: gridFilters[list] });

/** POST API.operator.exports: a CSV of every row the filter matches, made in the background. */
export const opsExportBody = z.discriminatedUnion('list', [
  listFilter('members'),
  listFilter('withdrawals'),
  listFilter('deposits'),
  listFilter('adjustments'),
  listFilter('audit'),
  listFilter('bets'),
]);
export type OpsExportBody = z.infer<typeof opsExportBody>;

/**
 * POST API.operator.gridCount (the list's read permission) with a list and its filter: how many
 * rows match, counted exactly up to COUNT_EXACT_UP_TO and estimated by the database's planner
 * beyond (no COUNT(*) over a big table).
 */
export const COUNT_EXACT_UP_TO = 10_000;
export const opsCount = z.object({ count: z.number().int(), exact: z.boolean() });
export type OpsCount = z.infer<typeof opsCount>;

/** What a bulk task can do to every member a filter matches; each row is its own audited action. */
export const MEMBER_BULK_ACTIONS = ['freeze', 'unfreeze', 'endSessions'] as const;
export type MemberBulkAction = (typeof MEMBER_BULK_ACTIONS)[number];
/** The most rows one bulk task may touch: more matches fail the task before it changes any. */
export const BULK_MAX_ROWS = 10_000;

/**
 * POST API.operator.bulk: one action on every member the filter matches (members.manage). The
 * operator states how many rows it expects at most (`max`): a filter matching more (a typo
 * that matches everyone) fails the task before a row is touched.
 */
export const opsBulkBody = z.object({
  list: z.literal('members'),
  filter: gridFilters.members,
  action: z.enum(MEMBER_BULK_ACTIONS),
  reason: z.string().trim().min(1).max(500),
  max: z.number().int().min(1).max(BULK_MAX_ROWS),
});
export type OpsBulkBody = z.infer<typeof opsBulkBody>;

export const TASK_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const opsTask = z.object({
  id: z.string(),
  kind: z.enum(['export', 'bulk']),
  list: z.enum(GRID_LISTS),
  /** A bulk task's action; null for an export. */
  action: z.string().nullable(),
  status: z.enum(TASK_STATUSES),
  /** Rows written to the file, or acted on. */
  done: z.number().int(),
  /** A bulk task's rows that were refused (each with its error code in `failures`). */
  failed: z.number().int(),
  /** Why a failed task failed: an error code. */
  error: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** A finished export's file: GET it (same session) until expiresAt. */
  download: z.string().nullable(),
  failures: z.array(z.object({ row: z.string(), code: z.string() })),
  expiresAt: z.string(),
});
export type OpsTask = z.infer<typeof opsTask>;
/** The caller's own tasks of the acting merchant, newest first (a day's worth). */
export const opsTaskList = z.array(opsTask);

/** A saved view: a name for a list's state in the URL (its filters, its hidden columns). */
const viewSearch = z.record(z.string().max(40), z.union([z.string().max(200), z.number(), z.boolean()]));
export const opsViewBody = z.object({
  list: z.enum(GRID_LISTS),
  name: z.string().trim().min(1).max(40),
  search: viewSearch.refine((s) => Object.keys(s).length <= 20, 'at most 20 fields'),
});
export type OpsViewBody = z.infer<typeof opsViewBody>;
export const opsView = opsViewBody.extend({ id: z.string(), createdAt: z.string() });
export type OpsView = z.infer<typeof opsView>;
export const opsViewQuery = z.object({ list: z.enum(GRID_LISTS) });
/** At most this many views per operator and list. */
export const VIEWS_PER_LIST = 30;
