/** The payments module's public entry. */
export { authenticateOperator, type Operator } from './operator-keys.js';
