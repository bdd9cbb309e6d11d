/**
 * @playhouse/contract/lottery: the fast-draw lottery's pure rules (families, draw numbering,
 * verifiable derivation, prize maths), shared by the server, the lottery pages and the
 * verifier. A separate entry point so none of it reaches pages that do not play lottery.
 */
export * from './families.js';
export * from './schedule.js';
export * from './derivation.js';
export * from './prize.js';
export * from './ssc-plays.js';
export * from './plays/play.js';
export * from './plays/registry.js';
export * from './plays/exposure.js';
export * from './api.js';
export * from './ops.js';
export * from './verify.js';
export { lotteryErrors, type LotteryErrorCode } from '../i18n/errors.lottery.js';
export * from './official/index.js';
