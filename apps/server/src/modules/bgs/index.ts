/** The bgs module's public entry: other modules, jobs, seeds and tests import only this file. */
export { bgsRoutes } from './bgs.routes.js';
export { BgsAdapter } from './bgs.adapter.js';
export { BGS_DICE_CODE, BGS_SLOT_CODE, defaultConfigOf } from './bgs.games.js';
export { settleOpenRounds } from './bgs.service.js';
export { openSession, slotSpin, tableRound } from './bgs.service.js';
