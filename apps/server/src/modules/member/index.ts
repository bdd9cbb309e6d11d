/**
 * The member module's public entry: other modules, jobs, seeds and tests import only this file.
 * The module owns the members and member_known_ips tables: every read and write of them by
 * another module goes through what is exported here.
 */
export { checkNewPassword, FieldRules, failOnIssues, requiredIssue, trimPassword } from './field-rules.js';
export { normalizePayeeName } from './payee-name.js';
// The one member lookup (by id, username or mobile), sign-in stamps, known IPs, account creation.
export {
  findMember,
  findMemberByUsernameAndEmail,
  findMemberIdByMobile,
  insertMember,
  insertSocialMember,
  insertTrialMember,
  knownIpState,
  markSignedIn,
  mobileExists,
  rememberIp,
  rememberDevice,
  updatePassword,
  usernameExists,
} from './member.repository.js';
export type { MemberKey, MemberRow, NewMember, NewSocialMember } from './member.repository.js';
export { memberInfoOf } from './member.service.js';
// Columns other modules change: TOTP (session), payment password and payee name (payments).
export {
  findPasswordHashes,
  findTotp,
  lockMemberPayee,
  markPlayLimited,
  markTotpEnabled,
  replacePaymentPasswordHash,
  savePendingTotpSecret,
  setExcludedUntil,
  setPayeeName,
} from './member-settings.repository.js';
// The agent hierarchy: uplines, downlines, affiliate and invitation codes.
export { agentOfInvitation } from './invitation.js';
export { newAffiliateCode, registerDownline, type NewDownline } from './downline-register.service.js';
export {
  affiliateCodeOf,
  directDownlineIds,
  memberBasics,
  downlineCount,
  downlinePage,
  findAgentByAffiliateCode,
  isInDownline,
  moveMember,
  relativesOf,
  uplineChain,
  type DownlineRow,
} from './member-hierarchy.repository.js';
// The operator console: members found by one key, by cursor; freeze and unfreeze.
export {
  cursorKeyOf,
  memberCountQuery,
  memberForOperator,
  searchMembers,
  setMemberStatus,
  setPasswordToChange,
  type MemberSearch,
  type MemberSearchRow,
} from './member-search.repository.js';
// The console's member view: sign-in addresses, devices, personal data whole.
export { devicesOf, knownIpsOf, personalDataOf } from './member-traces.repository.js';
// Personal referral codes (the REFERRAL promo, modules/referral).
export { findMemberByReferralCode, referralCodeOf } from './referral-code.repository.js';
