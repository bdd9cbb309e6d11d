/** The verification module's public entry: other modules, jobs, seeds and tests import only this file. */
export {
  checkMobile,
  checkSmsQuota,
  consumeSmsCode,
  issueSmsCode,
  purgeExpiredSmsCodes,
  sendSmsCode,
  throttleSms,
} from './sms-codes.js';
export type { Mobile } from './sms-codes.js';
export { consumeEmailCode, EMAIL_CODE_MINUTES, issueEmailCode, purgeExpiredEmailCodes } from './email-codes.js';
