/** The points mall module's public entry: composition, seeds and tests import only this file. */
export { pointsRoutes } from './points.routes.js';
export { pointsEarnSubscriber } from './earn.subscriber.js';
export { earn, pointsFor } from './points.service.js';
export { addMallItem, decideRedeem, redeem } from './mall.service.js';
