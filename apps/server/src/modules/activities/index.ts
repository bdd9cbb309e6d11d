/**
 * The activity centre: activities per merchant (apply and join kinds), the §4
 * statuses, applications with images checked by content, operator review, join progress from
 * events, rewards through the rewards module. Other modules, jobs, seeds and tests import only this file.
 */
export { activitiesRoutes } from './activities.routes.js';
export { activityProgressSubscriber } from './activities.subscriber.js';
export { createActivity } from './ops.service.js';
export { applyTo } from './activities.service.js';
