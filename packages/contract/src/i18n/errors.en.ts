import type { ClientErrorCode, ErrorCode } from '../errors.js';
import type { LotteryErrorCode } from './errors.lottery.js';
// rewards (issue 14): texts in errors.rewards.ts
import type { RewardsErrorCode } from './errors.rewards.js';
// points mall and manual rebate (issue 14): their texts are in errors.points.ts
import type { PointsErrorCode } from './errors.points.js';
// VIP and red envelopes (issue 14): their texts are in errors.vip-envelopes.ts
import type { VipEnvelopeErrorCode } from './errors.vip-envelopes.js';
// messages and feedback (issue 14)
import type { MessagesErrorCode } from './errors.messages.js';
// activities and referral (issue 14): texts in errors.activities.ts
import type { ActivitiesErrorCode } from './errors.activities.js';

/** English texts of every error code; also the server's fallback language. */
export const errorsEN: Record<
  Exclude<
    ErrorCode | ClientErrorCode,
    | LotteryErrorCode
    | `agent_${string}`
    | RewardsErrorCode
    | PointsErrorCode
    | VipEnvelopeErrorCode
    | `rg_${string}`
    | MessagesErrorCode
    | ActivitiesErrorCode
    | `mission_${string}`
  >,
  string
> = {
  validation_failed: 'Please check the highlighted fields.',
  field_required: 'This field is required.',
  inconsistent_twice: 'The two passwords are inconsistent.',
  terms_not_accepted: 'Please accept the terms and conditions.',
  age_not_confirmed: 'You must confirm that you are at least 18 years old.',
  invalid_invitation_code: 'Invalid invitation code.',
  invalid_phone_number: 'Invalid phone number format.',
  missing_phone_number: 'Please enter a valid phone number.',
  invalid_verification_code: 'Invalid verification code.',
  missing_verification_code: 'Please enter the verification code.',
  verification_code_expired: 'The verification code has expired. Please send it again.',
  captcha_required: 'Please enter the captcha.',
  captcha_invalid: 'Captcha check failed.',
  encryption_invalid: 'The request could not be decrypted.',
  encryption_required: 'This request must be encrypted.',
  old_password_wrong: 'The old password is wrong.',
  password_same_as_old: 'The new password must differ from the old one.',
  reset_link_invalid: 'This reset link is invalid or has expired.',
  handoff_invalid: 'This sign-in link is invalid or has expired. Please log in.',
  social_login_failed: 'Login failure. Please try again.',
  not_logged_in: 'Not logged in. Please log in first.',
  session_expired: 'Your session has expired. Please log in again.',
  login_failed: 'Wrong username or password.',
  in_need_true_account: 'This needs a real account. Please register or log in with a real account.',
  password_change_required: 'Please change your password first.',
  verification_required: 'Please complete verification first.',
  verification_unavailable:
    'This account cannot confirm a new device. Log in from a device you used before and add a mobile number or e-mail address to your account, or contact customer service.',
  operation_not_enabled: 'This operation is not enabled. Please contact customer service.',
  non_agent_cannot_login: 'Non-agents cannot log in.',
  non_member_cannot_login: 'Non-member account unable to login.',
  contact_agent: 'Please contact your agent.',
  access_restricted: 'Access restricted: your location or IP is blocked.',
  forbidden: 'You are not allowed to do this.',
  not_found: 'Not found.',
  invalid_url: 'Invalid URL: the domain check failed. Please contact customer service.',
  username_or_email_not_exist: 'The username or email does not exist.',
  username_taken: 'This username is already taken.',
  mobile_taken: 'This mobile number is already registered.',
  email_taken: 'This email is already registered.',
  merchant_code_taken: 'A merchant with this code already exists.',
  domain_taken: 'This domain already belongs to a merchant.',
  merchant_required: 'Choose the merchant this action applies to.',
  favourites_full: 'Your favourites list is full. Remove a game to add another.',
  insufficient_funds: 'Insufficient balance for this transaction.',
  payload_too_large: 'The request is too large.',
  too_many_requests: 'Too many requests. Please try again after 5 minutes.',
  rate_limited: 'Too many attempts. Please wait a while and try again.',
  quota_exceeded: 'Quota exceeded. Please contact customer service.',
  system_maintenance: 'The system is under maintenance.',
  sms_send_failed: 'The SMS could not be sent.',
  amount_out_of_range: 'The amount is outside the allowed limits.',
  payment_password_wrong: 'The payment password is wrong.',
  login_password_wrong: 'The login password is wrong.',
  bank_account_name_mismatch: 'The account name must match your registered payee name.',
  bank_accounts_full: 'You can bind at most 3 bank accounts. Remove one to add another.',
  proof_required: 'Please upload proof images.',
  proof_invalid: 'Proof images must be PNG or JPG, at most 5 MB each, and at most 3.',
  invalid_session: 'The game session is invalid or has expired.',
  invalid_signature: 'The request signature is invalid.',
  payment_password_not_set: 'Please set a payment password first.',
  bank_account_required: 'Please bind a bank account first.',
  transfer_target_invalid: 'You can only transfer to your upline or a direct downline.',
  wallet_unavailable: 'This game wallet does not take transfers.',
  bet_not_found: 'No bet was found for this round.',
  duplicate_transaction: 'This transaction id was already used for a different transaction.',
  bet_already_settled: 'This bet has already been settled.',
  invalid_state: 'This cannot be done in the current state.',
  game_maintenance: 'This game is under maintenance. Please try again later.',
  vendor_unavailable: 'The provider did not respond. Please try again later.',
  prize_group_invalid: 'This prize group is not available.',
  prize_group_above_own: 'You cannot bet above your own prize group.',
  unknown_error: 'Unknown error. Please try again.',
  network_error: 'The network link is abnormal.',
  page_timeout: 'The page took longer to load than expected.',
  chunk_load_error: 'Part of the page failed to load. Please reload.',
  popup_closed_by_user: 'Login failure. Please try again.',
};
