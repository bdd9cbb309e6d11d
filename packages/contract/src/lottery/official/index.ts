/**
 * Official-result lotteries: Vietnamese MB / MN / MT and the fast MB-shaped draws,
 * Thai, Lao and 4D. Result shapes and their validation, the views products read, the products
 * with their default pricing, restricted numbers, and the draw calendars. Pure rules: no I/O,
 * no clock.
 */
export * from './shape.js';
export * from './product.js';
export * from './restricted.js';
export * from './tickets.js';
export * from './registry.js';
export * from './vn-result.js';
export * from './vn-view.js';
export * from './vn-fast.js';
export * from './vn-lo.js';
export * from './vn-de.js';
export * from './vn-pricing.js';
export * from './vn-stations.js';
export * from './vn-calendar.js';
export * from './sea-result.js';
export * from './sea-products.js';
export * from './sea-pricing.js';
export * from './sea-calendar.js';
export * from './fourd-result.js';
export * from './fourd-products.js';
export * from './fourd-prizes.js';
export * from './calendar.js';
export * from './kinds.js';
export * from './api.js';
// Real published results (and a few written ones), for the server's and the pages' tests.
export * from './fixtures.js';
