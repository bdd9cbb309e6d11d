/** The favourites module's public entry: other modules, jobs, seeds and tests import only this file. */
export { favouritesRoutes } from './favourites.routes.js';
export { recordRecentGame } from './recent.service.js';
export { recentLotterySubscriber } from './recent.subscriber.js';
