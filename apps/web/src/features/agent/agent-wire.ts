import { API, transactionRecordsAnswer, type TransactionRecord } from '@playhouse/contract';
import type { incomeAnswer } from '@playhouse/contract/agent';
import { z } from 'zod';

/**
 * The agent calls' paths and answer schemas as the agent centre reads them, all from the
 * contract (`API.agent`, `API.contracts`, `@playhouse/contract/agent`); one place to look when a
 * wire shape moves. Account details are the agent's own ledger postings, in the records'
 * transaction shape. Amounts are integer minor units as strings; rates basis points (150 = 1.50 %).
 */
export const AGENT_API = {
  announcements: API.agent.announcements,
  overview: API.agent.overview,
  invitation: API.agent.invitation,
  register: API.agent.register,
  downlines: API.agent.downlines,
  downline: API.agent.member,
  prizeGroup: API.agent.prizeGroup,
  teamBets: API.agent.teamBets,
  userLoss: API.agent.userLoss,
  accountDetails: API.agent.account,
  income: API.contracts.income,
  bills: API.contracts.bills,
  consolidated: API.contracts.consolidated,
  contracts: API.contracts.list,
  contractAccept: API.contracts.accept,
  contractReject: API.contracts.reject,
  contractTerminate: API.contracts.terminate,
  contractConfirmTermination: API.contracts.confirmTermination,
} as const;

export {
  agentAnnouncementsAnswer,
  billListAnswer,
  consolidatedAnswer,
  contractAnswer,
  contractListAnswer,
  downlinesAnswer,
  incomeAnswer,
  invitationAnswer,
  memberDetailsAnswer,
  overviewAnswer,
  prizeGroupAnswer,
  registerDownlineAnswer,
  teamBetsAnswer,
  userLossAnswer,
} from '@playhouse/contract/agent';
export const accountDetailsAnswer = transactionRecordsAnswer;
export type AccountRow = TransactionRecord;
export type {
  BillView as BillRow,
  ConsolidatedAnswer as Consolidated,
  ContractView as ContractRow,
  Downline as DownlineRow,
  Invitation,
  MemberDetails,
  Overview,
  TeamBet as TeamBetRow,
  UserLoss as UserLossRow,
} from '@playhouse/contract/agent';
export type IncomeRow = z.infer<typeof incomeAnswer>['rows'][number];

/**
 * The value of a 409 agent_contract_downline_higher_rate: the downlines whose contracts the
 * acceptance would end (a list, or a list under `downlines`).
 */
const affected = z.array(z.object({ downlineName: z.string() }).passthrough());
export const higherRateValue = z.union([affected, z.object({ downlines: affected }).transform((v) => v.downlines)]);
