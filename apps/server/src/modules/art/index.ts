/** The art module's public entry: other modules, jobs, seeds and tests import only this file. */
export { artRoutes } from './art.routes.js';
