/** The records module's public entry: other modules, jobs, seeds and tests import only this file. */
export { recordsRoutes } from './records.routes.js';
export { endOf, startOf } from './records.repository.js';
export type { DayRange } from './records.repository.js';
export { resolveRange, transactionRecords, type CalendarOwner } from './records.service.js';
export { betRecordOf, type BetRow } from './bet-record.js';
