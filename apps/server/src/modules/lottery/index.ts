/** The lottery module's public entry: other modules, jobs, seeds and tests import only this file. */
export { lotteryRoutes } from './lottery.routes.js';
export { countDrawsOf, insertDraws } from './lottery.repository.js';
export type { NewDraw } from './lottery.repository.js';
export { VENDOR_PRIZE_MODE } from './prize-modes.js';
