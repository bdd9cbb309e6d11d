import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  AGENT_CSV_MAX_ROWS,
  AGENT_MAX_PAGE_SIZE,
  type ContractGameType,
  type ContractKind,
  type DividendPeriod,
  type ReportPeriod,
} from '@playhouse/contract/agent';
import { parsedCall } from '../../lib/parsed-call';
import { useSession } from '../../lib/session';
import * as wire from './agent-wire';

/**
 * The agent calls. Their answer schemas stay in the agent chunk (never API_ANSWERS, which every
 * page loads): each answer is parsed here with its own schema (lib/parsed-call.ts).
 * Report days are cut in the merchant's agent time zone (the server's default), the zone the
 * header clock shows.
 */
export const agentCall = parsedCall;

export type Filters = Record<string, string | number | undefined>;

export const agentKeys = {
  all: ['agent'] as const,
  consolidated: (token: string | null) => ['agent', 'consolidated', token] as const,
  list: (name: string, q: Filters) => ['agent', name, q] as const,
  contracts: ['agent', 'contracts'] as const,
};

function usePaged<S extends z.ZodType>(name: string, schema: S, path: string, q: Filters, enabled = true) {
  return useQuery({
    queryKey: agentKeys.list(name, q),
    queryFn: () => agentCall(schema, path, { query: q }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every page of a report under the same filters (for the CSV export), at most AGENT_CSV_MAX_ROWS rows. */
export async function fetchAll<T>(
  schema: z.ZodType<{ content: T[]; totalPages: number }>,
  path: string,
  q: Filters,
): Promise<T[]> {
  const rows: T[] = [];
  for (let pageNo = 1; rows.length < AGENT_CSV_MAX_ROWS; pageNo++) {
    const page = await agentCall(schema, path, { query: { ...q, pageNo, pageSize: AGENT_MAX_PAGE_SIZE } });
    rows.push(...page.content);
    if (pageNo >= page.totalPages || page.content.length === 0) break;
  }
  return rows.slice(0, AGENT_CSV_MAX_ROWS);
}

export const useTeamBets = (q: Filters, enabled: boolean) =>
  usePaged('teamBets', wire.teamBetsAnswer, wire.AGENT_API.teamBets, q, enabled);
export const useUserLoss = (q: Filters, enabled: boolean) =>
  usePaged('userLoss', wire.userLossAnswer, wire.AGENT_API.userLoss, q, enabled);
export const useAccountDetails = (q: Filters, enabled: boolean) =>
  usePaged('accountDetails', wire.accountDetailsAnswer, wire.AGENT_API.accountDetails, q, enabled);
export const useBills = (q: Filters, enabled: boolean) =>
  usePaged('bills', wire.billListAnswer, wire.AGENT_API.bills, q, enabled);
export const useDownlines = (q: Filters) => usePaged('downlines', wire.downlinesAnswer, wire.AGENT_API.downlines, q);
export const useIncome = (q: Filters, enabled: boolean) =>
  usePaged('income', wire.incomeAnswer, wire.AGENT_API.income, q, enabled);

export function useAnnouncements() {
  return useQuery({
    queryKey: agentKeys.list('announcements', {}),
    queryFn: () => agentCall(wire.agentAnnouncementsAnswer, wire.AGENT_API.announcements),
    staleTime: 60_000,
  });
}

/** The team's figures in the current period and the `count − 1` periods before it (offset 0 = now), for the charts. */
export function useOverviews(period: ReportPeriod, count: number) {
  return useQueries({
    queries: Array.from({ length: count }, (_, offset) => ({
      queryKey: agentKeys.list('overview', { period, offset }),
      queryFn: () => agentCall(wire.overviewAnswer, wire.AGENT_API.overview, { query: { period, offset } }),
      staleTime: offset === 0 ? 30_000 : 5 * 60_000,
    })),
  });
}

export function useInvitation() {
  return useQuery({
    queryKey: agentKeys.list('invitation', {}),
    queryFn: () => agentCall(wire.invitationAnswer, wire.AGENT_API.invitation),
    staleTime: 5 * 60_000,
  });
}

export function useDownlineDetail(memberId: string | null) {
  return useQuery({
    queryKey: agentKeys.list('downline', { memberId: memberId ?? '' }),
    queryFn: () => agentCall(wire.memberDetailsAnswer, wire.AGENT_API.downline, { params: { id: memberId! } }),
    enabled: memberId !== null,
  });
}

export interface NewDownline {
  username: string;
  password: string;
  kind: 'player' | 'agent';
  prizeGroup: number;
}
export function useRegisterDownline() {
  const client = useQueryClient();
  return useMutation({
    // The body carries the new member's password: the credential envelope, like the member site's registration.
    mutationFn: (body: NewDownline) =>
      agentCall(wire.registerDownlineAnswer, wire.AGENT_API.register, { method: 'POST', body, encrypt: true }),
    onSuccess: () => void client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}

export function useSetPrizeGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, prizeGroup }: { memberId: string; prizeGroup: number }) =>
      agentCall(wire.prizeGroupAnswer, wire.AGENT_API.prizeGroup, {
        method: 'PUT',
        params: { id: memberId },
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
    queryFn: () => agentCall(wire.consolidatedAnswer, wire.AGENT_API.consolidated),
    enabled: !!token,
    staleTime: 60_000,
  });
}

/**
 * Contracts: `as: 'upline'` lists what this agent offered its direct downlines (optionally one
 * downline's), `as: 'downline'` the contracts this agent holds (optionally one kind).
 */
export function useContracts(q: { as: 'upline' | 'downline'; kind?: ContractKind; downlineId?: string; pageNo?: number }) {
  return useQuery({
    queryKey: [...agentKeys.contracts, q],
    queryFn: () =>
      agentCall(wire.contractListAnswer, wire.AGENT_API.contracts, { query: { ...q, pageSize: AGENT_MAX_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

export interface ContractOffer {
  downlineId: string;
  kind: ContractKind;
  gameType: ContractGameType;
  period?: DividendPeriod;
  tiers: Record<string, string | number>[];
}
export function useOfferContract() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractOffer) => agentCall(wire.contractAnswer, wire.AGENT_API.contracts, { method: 'POST', body }),
    onSuccess: () => void client.invalidateQueries({ queryKey: agentKeys.contracts }),
  });
}

export type ContractAction = 'accept' | 'reject' | 'terminate' | 'confirmTermination';
const ACTION_PATH: Record<ContractAction, string> = {
  accept: wire.AGENT_API.contractAccept,
  reject: wire.AGENT_API.contractReject,
  terminate: wire.AGENT_API.contractTerminate,
  confirmTermination: wire.AGENT_API.contractConfirmTermination,
};
export function useContractAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, confirm }: { id: string; action: ContractAction; confirm?: boolean }) =>
      agentCall(wire.contractAnswer, ACTION_PATH[action], {
        method: 'POST',
        params: { id },
        body: action === 'accept' ? { confirm: !!confirm } : {},
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: agentKeys.all }),
  });
}
