/** The payments module's public entry. */
export { authenticateOperator, createOperatorKey, type Operator } from './operator-keys.js';
