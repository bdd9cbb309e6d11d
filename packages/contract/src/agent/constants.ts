import { GAME_TYPES } from '../constants.js';

/**
 * The agent back office's shared words. Contracts, rollups and reports are keyed by
 * game type; CONS ("consolidated") is all game types together, as the spec's consolidated
 * contract keys them.
 */
export const CONTRACT_GAME_TYPES = ['CONS', ...GAME_TYPES] as const;
export type ContractGameType = (typeof CONTRACT_GAME_TYPES)[number];

/** The four contract kinds of §3/§4 and the domain notes §5.3. */
export const CONTRACT_KINDS = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Team report periods (the team overview's day, week, half-month and month). */
export const REPORT_PERIODS = ['day', 'week', 'halfMonth', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
