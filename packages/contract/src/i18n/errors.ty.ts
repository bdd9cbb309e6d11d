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

/** Tagalog (Filipino) texts of every error code. */
export const errorsTY: Record<
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
  validation_failed: 'Pakisuri ang mga naka-highlight na field.',
  field_required: 'Kailangan ang field na ito.',
  inconsistent_twice: 'Hindi magkatugma ang dalawang password.',
  terms_not_accepted: 'Pakitanggap ang mga tuntunin at kundisyon.',
  age_not_confirmed: 'Kailangan mong kumpirmahin na ikaw ay 18 taong gulang pataas.',
  invalid_invitation_code: 'Hindi wasto ang invitation code.',
  invalid_phone_number: 'Hindi wasto ang format ng numero ng telepono.',
  missing_phone_number: 'Pakilagay ang wastong numero ng telepono.',
  invalid_verification_code: 'Hindi wasto ang verification code.',
  missing_verification_code: 'Pakilagay ang verification code.',
  verification_code_expired: 'Nag-expire na ang verification code. Pakipadala muli.',
  captcha_required: 'Pakilagay ang captcha.',
  captcha_invalid: 'Nabigo ang pagsusuri ng captcha.',
  encryption_invalid: 'Hindi ma-decrypt ang kahilingan.',
  encryption_required: 'Kailangang naka-encrypt ang kahilingang ito.',
  old_password_wrong: 'Mali ang lumang password.',
  password_same_as_old: 'Dapat iba ang bagong password sa luma.',
  reset_link_invalid: 'Hindi wasto o nag-expire na ang reset link na ito.',
  handoff_invalid: 'Hindi wasto o nag-expire na ang link na ito sa pag-login. Pakiulit ang pag-login.',
  social_login_failed: 'Nabigo ang pag-login. Pakisubukan muli.',
  not_logged_in: 'Hindi naka-login. Mag-login muna.',
  session_expired: 'Nag-expire na ang iyong session. Mag-login muli.',
  login_failed: 'Mali ang username o password.',
  in_need_true_account: 'Kailangan ng totoong account. Magparehistro o mag-login gamit ang totoong account.',
  password_change_required: 'Palitan muna ang iyong password.',
  verification_required: 'Pakikumpleto muna ang beripikasyon.',
  verification_unavailable:
    'Hindi makumpirma ng account na ito ang bagong device. Mag-login mula sa device na nagamit mo na dati at magdagdag ng mobile number o e-mail address sa iyong account, o makipag-ugnayan sa customer service.',
  operation_not_enabled: 'Hindi naka-enable ang operasyong ito. Makipag-ugnayan sa customer service.',
  non_agent_cannot_login: 'Hindi makakapag-login ang hindi ahente.',
  non_member_cannot_login: 'Hindi makakapag-login ang account na hindi miyembro.',
  contact_agent: 'Makipag-ugnayan sa iyong ahente.',
  access_restricted: 'Limitado ang access: naka-block ang iyong lokasyon o IP.',
  forbidden: 'Hindi ka pinapayagang gawin ito.',
  not_found: 'Hindi nahanap.',
  invalid_url: 'Hindi wastong URL: nabigo ang pagsusuri ng domain. Makipag-ugnayan sa customer service.',
  username_or_email_not_exist: 'Hindi umiiral ang username o email.',
  username_taken: 'May gumagamit na ng username na ito.',
  mobile_taken: 'Nakarehistro na ang numerong ito.',
  email_taken: 'Nakarehistro na ang email na ito.',
  merchant_code_taken: 'May merchant na gumagamit ng code na ito.',
  domain_taken: 'Pag-aari na ng isang merchant ang domain na ito.',
  merchant_required: 'Piliin ang merchant na sakop ng aksyong ito.',
  favourites_full: 'Puno na ang listahan ng iyong mga paborito. Mag-alis ng laro para makapagdagdag ng iba.',
  insufficient_funds: 'Hindi sapat ang balanse para sa transaksyong ito.',
  payload_too_large: 'Masyadong malaki ang kahilingan.',
  too_many_requests: 'Masyadong maraming kahilingan. Subukan muli pagkalipas ng 5 minuto.',
  rate_limited: 'Masyadong maraming pagtatangka. Maghintay nang kaunti at subukan muli.',
  quota_exceeded: 'Naabot na ang limitasyon. Makipag-ugnayan sa customer service.',
  system_maintenance: 'Kasalukuyang nasa maintenance ang sistema.',
  sms_send_failed: 'Hindi naipadala ang SMS.',
  amount_out_of_range: 'Ang halaga ay labas sa pinapayagang limitasyon.',
  payment_password_wrong: 'Mali ang payment password.',
  login_password_wrong: 'Mali ang login password.',
  bank_account_name_mismatch: 'Dapat tumugma ang pangalan ng account sa nakarehistrong pangalan ng tatanggap.',
  bank_accounts_full: 'Hanggang 3 bank account lamang ang maaaring i-bind. Mag-alis ng isa para makapagdagdag.',
  proof_required: 'Pakiupload ang mga larawang patunay.',
  proof_invalid: 'Ang mga larawang patunay ay dapat PNG o JPG, hanggang 5 MB bawat isa, at hanggang 3 lamang.',
  invalid_session: 'Hindi wasto o nag-expire na ang session ng laro.',
  invalid_signature: 'Hindi wasto ang lagda ng kahilingan.',
  payment_password_not_set: 'Magtakda muna ng payment password.',
  bank_account_required: 'Mag-bind muna ng bank account.',
  transfer_target_invalid: 'Maaari ka lamang maglipat sa iyong upline o sa direktang downline.',
  wallet_unavailable: 'Hindi tumatanggap ng transfer ang game wallet na ito.',
  bet_not_found: 'Walang nahanap na taya para sa round na ito.',
  duplicate_transaction: 'Nagamit na ang transaction id na ito para sa ibang transaksyon.',
  bet_already_settled: 'Naayos na ang tayang ito.',
  invalid_state: 'Hindi ito magagawa sa kasalukuyang estado.',
  game_maintenance: 'Ang larong ito ay nasa maintenance. Pakisubukan muli mamaya.',
  vendor_unavailable: 'Hindi tumugon ang provider. Pakisubukan muli mamaya.',
  prize_group_invalid: 'Hindi available ang prize group na ito.',
  prize_group_above_own: 'Hindi ka maaaring tumaya nang mas mataas sa sarili mong prize group.',
  unknown_error: 'Hindi kilalang error. Pakisubukan muli.',
  network_error: 'May problema sa koneksyon ng network.',
  page_timeout: 'Mas matagal kaysa inaasahan ang pag-load ng pahina.',
  chunk_load_error: 'Hindi na-load ang bahagi ng pahina. Paki-reload.',
  popup_closed_by_user: 'Nabigo ang pag-login. Pakisubukan muli.',
};
