/** The manual rebate module's public entry: composition, seeds and tests import only this file. */
export { rebateRoutes } from './rebate.routes.js';
export { rebateAccrualSubscriber } from './accrual.subscriber.js';
export { accrue } from './rebate.service.js';
