import { z } from 'zod';
import {
  auditQuery,
  opsAdjustmentQuery,
  opsBetQuery,
  operatorDepositQuery,
  operatorWithdrawalQuery,
  opsId,
  listSort,
  walletCode,
} from '@playhouse/contract';
import { gridHide } from './lib/grid-state';

/**
 * Each list page's state in the URL, validated by the contract's schemas (a bad value falls back
 * rather than failing the page). Kept apart from the pages so the router knows them while a
 * page's code loads only when it is opened.
 */

/** The member view's tabs, each shown to the roles that read what it holds. */
export const MEMBER_TABS = [
  'overview',
  'ledger',
  'bets',
  'deposits',
  'withdrawals',
  'adjustments',
  'bonuses',
  'messages',
  'logins',
  'limits',
] as const;
export type MemberTab = (typeof MEMBER_TABS)[number];

/** The adjustments list's state in the URL: the contract's status filter (the approval queue by default) and the open row. */
export const adjustmentsSearch = z.object({
  status: opsAdjustmentQuery.shape.status.catch(undefined),
  sort: listSort.catch(undefined),
  hide: gridHide,
  open: opsId.optional().catch(undefined),
});

/** The withdrawal list's state in the URL: the contract's view (the open queue by default) and the open row. */
export const withdrawalsSearch = z.object({
  view: operatorWithdrawalQuery.shape.view.catch('open'),
  status: operatorWithdrawalQuery.shape.status.catch(undefined),
  since: operatorWithdrawalQuery.shape.since.catch(undefined),
  sort: listSort.catch(undefined),
  hide: gridHide,
  open: opsId.optional().catch(undefined),
});

/** The deposit list's state in the URL: the contract's status filter (pending by default) and the open row. */
export const depositsSearch = z.object({
  status: operatorDepositQuery.shape.status.catch(undefined),
  since: operatorDepositQuery.shape.since.catch(undefined),
  sort: listSort.catch(undefined),
  hide: gridHide,
  open: opsId.optional().catch(undefined),
});

/** The audit viewer's state in the URL: the contract's filters and the open row. */
export const auditSearch = z.object({
  action: auditQuery.shape.action.catch(undefined),
  targetType: auditQuery.shape.targetType.catch(undefined),
  targetId: auditQuery.shape.targetId.catch(undefined),
  operatorId: auditQuery.shape.operatorId.catch(undefined),
  from: auditQuery.shape.from.catch(undefined),
  to: auditQuery.shape.to.catch(undefined),
  sort: listSort.catch(undefined),
  hide: gridHide,
  open: opsId.optional().catch(undefined),
});

/** The bet list's state in the URL: the contract's filters (member, vendor, status, since) and hidden columns. */
export const betsSearch = z.object({
  memberId: opsBetQuery.shape.memberId.catch(undefined),
  vendor: opsBetQuery.shape.vendor.catch(undefined),
  status: opsBetQuery.shape.status.catch(undefined),
  since: opsBetQuery.shape.since.catch(undefined),
  settledSince: opsBetQuery.shape.settledSince.catch(undefined),
  sort: listSort.catch(undefined),
  hide: gridHide,
});

export const memberSearch = z.object({
  tab: z.enum(MEMBER_TABS).catch('overview'),
  wallet: walletCode.optional().catch(undefined),
});
