/** The dev module's public entry: other modules, jobs, seeds and tests import only this file. */
export { devRoutes } from './dev.routes.js';
