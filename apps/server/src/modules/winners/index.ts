/** The winners module's public entry. */
export { winnersSubscriber, isBigWin } from './winners.subscriber.js';
export { winnersRoutes } from './winners.routes.js';
