/** The verification module's public entry: other modules, jobs, seeds and tests import only this file. */
export { verificationRoutes } from './verification.routes.js';
export { checkMobile, consumeSmsCode, issueSmsCode, purgeExpiredSmsCodes } from './sms-codes.js';
export type { Mobile } from './sms-codes.js';
export { consumeEmailCode, EMAIL_CODE_MINUTES, issueEmailCode, purgeExpiredEmailCodes } from './email-codes.js';
