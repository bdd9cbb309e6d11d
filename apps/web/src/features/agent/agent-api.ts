import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ContractGameType, ContractKind, ReportPeriod } from '@playhouse/contract/agent';
import { call, type CallOptions } from '../../lib/api-client';
import { browserTimeZone } from '../../lib/dates';
import { useSession } from '../../lib/session';
import {
  accountPage,
  AGENT_API,
  announcementPage,
  billPage,
  consolidatedAnswer,
  contractAnswer,
  contractList,
  createDownlineAnswer,
  downlineDetail,
  downlinePage,
  overviewAnswer,
  registerInfoAnswer,
  revenuePage,
  teamBetPage,
  userLossPage,
  type ContractTerms,
} from './agent-wire';

/**
 * The agent calls. Their answer schemas stay in the agent chunk (never API_ANSWERS, which every
 * page loads): each answer is parsed here with its own schema, typed and checked at run time.
 */
const rawCall = call as unknown as (path: string, opts?: CallOptions) => Promise<unknown>;
export async function agentCall<S extends z.ZodType>(schema: S, path: string, opts?: CallOptions): Promise<z.output<S>> {
  return schema.parse(await rawCall(path, opts));
}

/** The query every report page sends: a day range in the browser's zone, and a page. */
export type Filters = Record<string, string | number | undefined>;
const withZone = (q: Filters): Filters => ({ timeZone: browserTimeZone(), ...q });

export const agentKeys = {
  all: ['agent'] as const,
  consolidated: (token: string | null) => ['agent', 'consolidated', token] as const,
  list: (name: string, q: Filters) => ['agent', name, q] as const,
  downlines: ['agent', 'downlines'] as const,
  contracts: ['agent', 'contracts'] as const,
};

function usePaged<S extends z.ZodType>(name: string, schema: S, path: string, q: Filters, enabled = true) {
  return useQuery({
    queryKey: agentKeys.list(name, q),
    queryFn: () => agentCall(schema, path, { query: withZone(q) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Fetches every page of a report (for the CSV export), at most `limit` rows. */
export async function fetchAll<T>(
  schema: z.ZodType<{ content: T[]; totalPages: number }>,
  path: string,
  q: Filters,
  limit = 10_000,
): Promise<T[]> {
  const rows: T[] = [];
  const pageSize = 500;
  for (let pageNo = 1; rows.length < limit; pageNo++) {
    const page = await agentCall(schema, path, { query: withZone({ ...q, pageNo, pageSize }) });
    rows.push(...page.content);
    if (pageNo >= page.totalPages || page.content.length === 0) break;
  }
  return rows.slice(0, limit);
}

export const useAnnouncements = (q: Filters) => usePaged('announcements', announcementPage, AGENT_API.announcements, q);
export const useTeamBets = (q: Filters) => usePaged('teamBets', teamBetPage, AGENT_API.teamBets, q);
export const useUserLoss = (q: Filters) => usePaged('userLoss', userLossPage, AGENT_API.userLoss, q);
export const useRevenue = (q: Filters) => usePaged('revenue', revenuePage, AGENT_API.revenue, q);
export const useAccountDetails = (q: Filters) => usePaged('accountDetails', accountPage, AGENT_API.accountDetails, q);
export const useBills = (q: Filters) => usePaged('bills', billPage, AGENT_API.bills, q);
export const useDownlines = (q: Filters) => usePaged('downlines', downlinePage, AGENT_API.downlines, q);

export function useOverview(period: ReportPeriod, from: string, to: string) {
  return useQuery({
    queryKey: agentKeys.list('overview', { period, from, to }),
    queryFn: () => agentCall(overviewAnswer, AGENT_API.overview, { query: withZone({ period, from, to }) }),
    placeholderData: keepPreviousData,
  });
}

export function useRegisterInfo() {
  return useQuery({
    queryKey: agentKeys.list('registerInfo', {}),
    queryFn: () => agentCall(registerInfoAnswer, AGENT_API.registerInfo),
    staleTime: 5 * 60_000,
  });
}

export function useDownlineDetail(memberId: number | null) {
  return useQuery({
    queryKey: agentKeys.list('downline', { memberId: memberId ?? 0 }),
    queryFn: () => agentCall(downlineDetail, AGENT_API.downline, { params: { memberId: String(memberId) } }),
    enabled: memberId !== null,
  });
}

export interface NewDownline {
  username: string;
  password: string;
  type: 0 | 1;
  prizeGroup: number;
}
export function useCreateDownline() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NewDownline) =>
      agentCall(createDownlineAnswer, AGENT_API.downlines, { method: 'POST', body, encrypt: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

export function useSetPrizeGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, prizeGroup }: { memberId: number; prizeGroup: number }) =>
      agentCall(downlineDetail, AGENT_API.prizeGroup, {
        method: 'PUT',
        params: { memberId: String(memberId) },
        body: { prizeGroup },
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

/** The consolidated contract (§6: only non-trial members with AGENTPOLICY3 get anything but empty maps). */
export function useConsolidated() {
  const { token } = useSession();
  return useQuery({
    queryKey: agentKeys.consolidated(token),
    queryFn: () => agentCall(consolidatedAnswer, AGENT_API.consolidated),
    enabled: !!token,
    staleTime: 60_000,
  });
}

/**
 * Contracts: `role: 'upline'` lists what this agent offered its direct downlines (optionally one
 * downline's), `role: 'downline'` the contracts this agent holds from its upline (optionally one kind).
 */
export function useContracts(q: { role: 'upline' | 'downline'; kind?: ContractKind; downlineId?: number }) {
  return useQuery({
    queryKey: [...agentKeys.contracts, q],
    queryFn: () => agentCall(contractList, AGENT_API.contracts, { query: q }),
  });
}

export interface ContractOffer {
  downlineId: number;
  kind: ContractKind;
  gameType: ContractGameType;
  period?: string;
  terms: ContractTerms;
}
export function useOfferContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractOffer) => agentCall(contractAnswer, AGENT_API.contracts, { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: agentKeys.contracts }),
  });
}

export type ContractAction = 'accept' | 'reject' | 'terminate' | 'confirmTermination';
const ACTION_PATH: Record<ContractAction, string> = {
  accept: AGENT_API.contractAccept,
  reject: AGENT_API.contractReject,
  terminate: AGENT_API.contractTerminate,
  confirmTermination: AGENT_API.contractConfirmTermination,
};
export function useContractAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, confirm }: { id: string; action: ContractAction; confirm?: boolean }) =>
      agentCall(contractAnswer, ACTION_PATH[action], {
        method: 'POST',
        params: { contractId: id },
        body: confirm ? { confirm: true } : {},
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
