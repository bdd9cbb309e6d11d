/** The system module's public entry: other modules, jobs, seeds and tests import only this file. */
export { systemRoutes } from './system.routes.js';
export { isRegionRestricted } from './region.js';
