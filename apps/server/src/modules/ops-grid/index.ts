/**
 * The ops-grid module's public entry: the console grid's saved views and its background tasks
 * (CSV exports and bulk actions over everything a list's filter matches, run by pg-boss). It
 * owns operator_views and operator_tasks (with their chunks and row outcomes) and reads the
 * lists through the member-admin, payments and operator modules' own list calls.
 */
export { opsGridRoutes } from './ops-grid.routes.js';
export { runTask, runWaitingTasks, TASK_QUEUE } from './task-runner.js';
export { purgeExpiredTasks } from './tasks.repository.js';
// The demo saves a view as an operator would.
export { saveView } from './views.service.js';
