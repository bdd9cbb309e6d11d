/** The winners module's public entry: other modules, jobs, seeds and tests import only this file. */
export { winnersRoutes } from './winners.routes.js';
export { hasWins } from './winners.repository.js';
export { maskName, recordWin } from './winners.service.js';
export { winnersSubscriber, isBigWin } from './winners.subscriber.js';
