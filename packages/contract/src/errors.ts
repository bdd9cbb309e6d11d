/**
 * The one error catalogue. Each code is stable (clients switch on it), carries its
 * HTTP status, and is also the i18n key of its message in the web locale files and
 * the server's message table (see messages.ts).
 */
export const ERRORS = {
  validation_failed: 400,
  field_required: 400,
  inconsistent_twice: 400,
  terms_not_accepted: 400,
  age_not_confirmed: 400,
  invalid_invitation_code: 400,
  invalid_phone_number: 400,
  missing_phone_number: 400,
  invalid_verification_code: 400,
  missing_verification_code: 400,
  verification_code_expired: 400,
  captcha_required: 400,
  captcha_invalid: 400,
  encryption_invalid: 400,
  encryption_required: 400,
  old_password_wrong: 400,
  password_same_as_old: 400,
  reset_link_invalid: 400,
  /** A session hand-off ticket that is unknown, used, expired or of another merchant. */
  handoff_invalid: 400,
  social_login_failed: 400,
  /** An amount outside the channel's or merchant's limits, or not a positive amount. */
  amount_out_of_range: 400,
  payment_password_wrong: 400,
  /** Setting the payment password: the login password given is wrong. */
  login_password_wrong: 400,
  /** A bank account's name must be the member's payee name. */
  bank_account_name_mismatch: 400,
  /** "Not received" needs proof images. */
  proof_required: 400,
  /** Proof images: png or jpg, at most 5 MB each, at most 3. */
  proof_invalid: 400,
  /** A platform operator's call on one merchant's data needs the Merchant header. */
  merchant_required: 400,
  not_logged_in: 401,
  session_expired: 401,
  login_failed: 401,
  /** Seamless wallet: unknown, used or expired launch token or game session. */
  invalid_session: 401,
  /** Seamless wallet / payment callback: the HMAC signature or its timestamp is wrong. */
  invalid_signature: 401,
  in_need_true_account: 403,
  password_change_required: 403,
  verification_required: 403,
  /** A sign-in from a new IP by an account with no way to prove it is its owner (no mobile, e-mail or TOTP). */
  verification_unavailable: 403,
  operation_not_enabled: 403,
  non_agent_cannot_login: 403,
  non_member_cannot_login: 403,
  contact_agent: 403,
  access_restricted: 403,
  forbidden: 403,
  payment_password_not_set: 403,
  /** A withdrawal needs a bound bank account. */
  bank_account_required: 403,
  /** transferUpline: the target is neither the member's upline nor a direct downline. */
  transfer_target_invalid: 403,
  /** Wallet transfer: the wallet is not a transfer-mode vendor the merchant offers. */
  wallet_unavailable: 403,
  not_found: 404,
  /** Seamless wallet: a win for a round that has no bet. */
  bet_not_found: 404,
  invalid_url: 404,
  username_or_email_not_exist: 404,
  username_taken: 409,
  mobile_taken: 409,
  email_taken: 409,
  merchant_code_taken: 409,
  domain_taken: 409,
  /** The merchant has a payment channel with this code already. */
  channel_code_taken: 409,
  /** The operator has a saved view of this list under this name already. */
  view_name_taken: 409,
  /** An operator keeps at most VIEWS_PER_LIST saved views of one list. */
  views_full: 409,
  /** A background task's file is not ready (the task is still running, failed, or expired). */
  task_not_ready: 409,
  /** A bulk task's filter matched more rows than the operator said it would (`max`): nothing was changed. */
  bulk_too_many: 409,
  favourites_full: 409,
  /** A member binds at most 3 bank accounts. */
  bank_accounts_full: 409,
  /** A debit larger than the wallet's balance (the ledger refuses it and writes nothing). */
  insufficient_funds: 409,
  /** Seamless wallet: the provider's transaction id was used before with different content. */
  duplicate_transaction: 409,
  /** Seamless wallet: the bet was already won, lost or rolled back (also a bet after its rollback). */
  bet_already_settled: 409,
  /** A withdrawal, deposit or transfer is not in a state that allows this step. */
  invalid_state: 409,
  /** The change met a concurrent change of the same rows (a deadlock or serialization failure); nothing was written. */
  busy_try_again: 409,
  /** A play the game does not sell in this prize mode. */
  lottery_play_unavailable: 400,
  /** A betting content the play cannot read, or one that buys nothing. */
  lottery_content_invalid: 400,
  /** The client's count of elementary bets differs from the server's. */
  lottery_count_mismatch: 400,
  /** A stake that is not whole minor units (li bets of an odd count), or a unit the mode does not take. */
  lottery_unit_invalid: 400,
  /** A prize group outside 1700–1980 or above the merchant's cap. */
  prize_group_invalid: 400,
  /** A bet at a prize group above the member's own. */
  prize_group_above_own: 400,
  /** A draw number that is not one of the game's upcoming draws. */
  lottery_draw_unknown: 400,
  /** The draw's sales are closed (also a cancel after close). */
  lottery_sales_closed: 409,
  /** A stake per draw under the play's minimum. */
  lottery_stake_below_min: 400,
  /** A stake per draw over the play's maximum. */
  lottery_stake_above_max: 400,
  /** The member's stakes on one draw would pass the merchant's limit. */
  lottery_member_draw_limit: 400,
  /** The member would cover more of a play's numbers in one draw than allowed. */
  lottery_cover_limit: 400,
  /** A multiple above the play's maximum. */
  lottery_multiple_above_max: 400,
  /** More chase draws than allowed, or a draw listed twice. */
  lottery_chase_too_long: 400,
  /** A bet whose possible win would pass the member's maximum prize per draw. */
  lottery_prize_limit: 400,
  /** All players' stakes on one number of a play in one draw would pass the merchant's limit. */
  lottery_number_limit: 400,
  /** A chase is cancelled from its last pending draw backwards. */
  lottery_cancel_not_last: 409,
  /** A ticket's stations or operators: none, one twice, or one that does not draw that day. */
  lottery_source_invalid: 400,
  /** A content betting on a number the operator suspended for this draw. */
  lottery_number_closed: 400,
  /** A result whose shape does not fit the draw's lottery (counts, digits); `problems` lists why. */
  lottery_result_shape: 422,
  /** A result entered before its draw's time, or for a draw that is void or draws its own (fast games). */
  lottery_result_not_due: 409,
  /** A correction without a reason, or a result the same as the draw's current one. */
  lottery_result_unchanged: 409,
  /** Four-eyes: the operator who entered a result may not approve it. */
  lottery_four_eyes: 403,
  /** The entry was approved, rejected or replaced already. */
  lottery_result_not_pending: 409,
  /** A result source names a feed the platform does not configure for the game's lottery; `feeds` lists them. */
  lottery_feed_unknown: 400,
  /** The result simulator (random results) is a source of demo deployments only. */
  lottery_simulator_demo_only: 403,
  /** A proposed result source that is the source in force already. */
  lottery_source_unchanged: 409,
  /** Four-eyes: who proposed a result source change may not approve it. */
  lottery_source_four_eyes: 403,
  /** The source change was applied or replaced by a later proposal already. */
  lottery_source_change_not_pending: 409,
  // agent back office: hierarchy, reports, register centre; texts in i18n/errors.agent.ts
  agent_member_not_found: 404,
  agent_move_loop: 409,
  agent_prize_group_above_upline: 422,
  /** A prize group below one of the member's direct downlines' (an operator lowering an agent): lower theirs first. */
  agent_prize_group_below_downline: 422,
  agent_cannot_register_agents: 403,
  // (end of the agent back office's codes)
  // agent contracts: texts in i18n/errors.agent-contracts.ts
  /** Tiers out of shape: 1..6, one rate type, rates and thresholds increasing. */
  agent_contract_invalid_tiers: 422,
  /** A tier pays more than the offering agent's own contract of the same kind and game type allows. */
  agent_contract_rate_above_upline: 422,
  /** The offering agent holds no contract of that kind and game type to pass on. */
  agent_contract_upline_has_none: 422,
  /** The agent's type may not offer (or the downline's may not hold) contracts. */
  agent_contract_not_allowed: 403,
  agent_contract_not_found: 404,
  /** The action does not fit the contract's status (e.g. accepting a rejected offer). */
  agent_contract_wrong_status: 409,
  /** Accepting needs confirmation: a downline holds a higher rate; details list the contracts that would end. */
  agent_contract_downline_higher_rate: 409,
  /** An offer of that kind and game type already waits for the downline. */
  agent_contract_offer_pending: 409,
  // (end of the agent contracts' codes)
  // rewards, bonuses and wagering: texts in i18n/errors.rewards.ts
  reward_not_found: 404,
  /** The reward's claim window has passed. */
  reward_expired: 409,
  /** A withdrawal above the main balance less what bonuses being wagered still lock (message: turnover left). */
  bonus_wagering_incomplete: 409,
  /** One per person: this account, device, IP or bank account already had this bonus. */
  bonus_claimed_by_account: 409,
  bonus_claimed_by_device: 409,
  bonus_claimed_by_ip: 409,
  bonus_claimed_by_bank_account: 409,
  /** The bonus is off or outside its active window. */
  bonus_not_active: 409,
  bonus_definition_not_found: 404,
  /** A definition whose fields do not fit its kind (a deposit match without a percent...). */
  bonus_definition_invalid: 422,
  // (end of the rewards' codes)
  // points mall and manual rebate: texts in i18n/errors.points.ts
  /** A conversion or redeem needs more points than the member has. */
  points_insufficient: 409,
  /** A conversion below the merchant's minimum or not of whole units of currency. */
  points_convert_invalid: 400,
  /** No such mall item, or one no longer offered. */
  points_item_not_found: 404,
  /** Fewer units in stock than asked. */
  points_out_of_stock: 409,
  /** The member's limit for this item would be passed. */
  points_item_limit: 409,
  points_redeem_not_found: 404,
  /** The redeem was approved or rejected already. */
  points_redeem_decided: 409,
  /** A manual rebate claim below the merchant's minimum (also: nothing accrued). */
  rebate_below_minimum: 409,
  // (end of the points mall and manual rebate's codes)
  // VIP and red envelopes: texts in i18n/errors.vip-envelopes.ts
  /** A ladder out of shape: levels 0, 1, 2 … in order, both thresholds strictly increasing. */
  vip_levels_invalid: 422,
  envelope_not_found: 404,
  /** The drop has not started, has ended or was cancelled. */
  envelope_not_live: 409,
  /** Trial accounts, or a member below the drop's VIP level or deposits. */
  envelope_not_eligible: 403,
  /** One envelope per member and drop. */
  envelope_already_claimed: 409,
  /** Every envelope of the drop is taken. */
  envelope_empty: 409,
  // (end of VIP and red envelopes' codes)
  // responsible gaming: texts in i18n/errors.responsible-gaming.ts
  /** A deposit above what the member's deposit limits leave this period (params: remaining). */
  rg_deposit_limit_reached: 422,
  /** A bet or transfer into a game wallet above what the member's stake limits leave. */
  rg_stake_limit_reached: 422,
  /** A bet that could take the member's net loss this period past their loss limit. */
  rg_loss_limit_reached: 422,
  /** The member excluded themselves until `until` (params: until, UTC). */
  rg_self_excluded: 403,
  /** The member excluded themselves for good. */
  rg_self_excluded_forever: 403,
  /** An exclusion for good is never lifted. */
  rg_exclusion_permanent: 409,
  /** The member has no exclusion to lift. */
  rg_not_excluded: 409,
  /** An operator may only lower a member's limit (or set a first one), never raise it. */
  rg_operator_lower_only: 409,
  // (end of responsible gaming's codes)
  // messages and feedback: texts in i18n/errors.messages.ts
  /** Not one of the member's messages (or deleted). */
  message_not_found: 404,
  /** The member or agent an operator's message names does not exist. */
  message_recipient_not_found: 404,
  /** An audience without a member (id or username), or an agent_team naming a non-agent. */
  message_audience_invalid: 422,
  feedback_not_found: 404,
  feedback_already_replied: 409,
  /** A visitor's feedback has no inbox to reply to. */
  feedback_no_member: 409,
  /** A visitor must say how to reach them (sender). */
  feedback_sender_required: 400,
  // (end of the messages and feedback codes)
  // activities and referral: texts in i18n/errors.activities.ts
  activity_not_found: 404,
  /** Not started yet, or ended (applying and joining need an open activity). */
  activity_not_open: 409,
  /** Applying to a join activity, or joining/claiming an apply one. */
  activity_wrong_kind: 409,
  activity_already_applied: 409,
  activity_already_joined: 409,
  activity_not_joined: 409,
  activity_condition_unmet: 409,
  activity_already_claimed: 409,
  activity_comment_too_long: 422,
  activity_too_many_images: 422,
  /** Not png or jpg by its bytes (whatever its name or declared type), empty, badly encoded or over 5 MB. */
  activity_image_invalid: 422,
  activity_application_not_found: 404,
  activity_application_decided: 409,
  /** The REFERRAL promo is off for this merchant (§6). */
  referral_disabled: 403,
  // (end of activities and referral codes)
  // missions and leaderboard: texts in i18n/errors.missions.ts
  /** No such mission at this merchant (or it is switched off). */
  mission_not_found: 404,
  /** The mission's target is not reached in the current period. */
  mission_not_completed: 409,
  /** The mission was claimed already in this period. */
  mission_already_claimed: 409,
  // (end of the missions' codes)
  // operators (texts in i18n/errors.operator.ts)
  /** Four eyes: a machine key (or anything but a person signed in with TOTP) cannot approve. */
  operator_person_required: 403,
  /** Four eyes: the approver's e-mail (the person) is not verified yet. */
  operator_email_unverified: 403,
  /** Another operator of the platform has this e-mail. */
  operator_email_taken: 409,
  /** A wrong, used or expired e-mail code. */
  operator_email_code_invalid: 400,
  /** One's own password changes with the old one (/ops/me/password), not through the operators call. */
  operator_own_password: 403,
  /** The caller's own fresh TOTP code, required for the change, is missing, wrong or used. */
  operator_reauth_failed: 403,
  /** The one who asked for an owner-level change cannot approve it. */
  operator_approval_self: 403,
  /** The change was decided already or has expired. */
  operator_approval_not_pending: 409,
  /** A change of this kind on this operator is already waiting for approval. */
  operator_approval_pending: 409,
  /** A change made with the console's session cookie lacks the session's CSRF token (x-csrf-token). */
  operator_csrf_failed: 403,
  /** The right password of an operator without an authenticator yet: set one up (value: operatorEnrolment). */
  operator_totp_enrolment_required: 403,
  /** The code does not match the authenticator being set up, or the enrolment expired or was tried too often. */
  operator_totp_enrolment_failed: 400,
  /** Another operator is reviewing this withdrawal (its claim is fresh): value names who. */
  operator_claimed_by_other: 409,
  /** A withdrawal on hold is not paid out: release the hold first. */
  operator_on_hold: 409,
  /** The second approval of a four-eyes withdrawal or deposit must come from another person. */
  operator_second_approval_self: 403,
  // (end of the operators' codes)
  payload_too_large: 413,
  too_many_requests: 429,
  /** Other throttles (logins, toggles, trial accounts): their waits are not the 5 minutes of sms. */
  rate_limited: 429,
  quota_exceeded: 429,
  system_maintenance: 503,
  /** The game's vendor is in maintenance (spec §8 game_maintenance). */
  game_maintenance: 503,
  sms_send_failed: 502,
  /** A vendor or payment gateway did not answer; a transfer stays pending until reconciled. */
  vendor_unavailable: 502,
  unknown_error: 500,
} as const;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** Messages only the browser raises (no server answer carries them). */
export const CLIENT_ERRORS = ['network_error', 'page_timeout', 'chunk_load_error', 'popup_closed_by_user'] as const;
export type ClientErrorCode = (typeof CLIENT_ERRORS)[number];

export function statusOf(code: ErrorCode): number {
  return ERRORS[code];
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && value in ERRORS;
}
