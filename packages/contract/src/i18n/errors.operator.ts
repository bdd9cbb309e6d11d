import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The operator side's error codes (sign-in, accounts, keys, four eyes): only /ops calls answer them. */
export type OperatorErrorCode = Extract<ErrorCode, `operator_${string}`>;

/** Texts of the operator codes; the operator console registers them, the server answers with them. */
export const operatorErrors: Record<Language, Record<OperatorErrorCode, string>> = {
  EN: {
    operator_person_required: 'Only a person signed in with a password and an authenticator code can approve this.',
    operator_email_unverified: 'Verify your e-mail first: only an operator with a verified e-mail can approve.',
    operator_email_taken: 'Another operator already uses this e-mail.',
    operator_email_code_invalid: 'The code is wrong or has expired. Ask for a new one.',
    operator_own_password: 'Change your own password under My account, with your current password.',
    operator_reauth_failed: 'Your authenticator code is wrong or was used already.',
    operator_approval_self: 'Another owner must approve a change you asked for.',
    operator_approval_not_pending: 'This change was decided already or has expired.',
    operator_approval_pending: 'A change of this kind is already waiting for approval.',
    operator_csrf_failed: 'This page is out of date. Reload it and try again.',
    operator_totp_enrolment_required: 'Set up your authenticator app to finish signing in.',
    operator_totp_enrolment_failed: 'The code does not match, or the set-up expired. Sign in again.',
    operator_claimed_by_other: 'Another operator is reviewing this request.',
    operator_on_hold: 'This request is on hold. Release the hold first.',
    operator_second_approval_self: 'Another person must give the second approval.',
  },
  TY: {
    operator_person_required:
      'Tanging isang taong naka-sign in gamit ang password at code ng authenticator ang maaaring mag-apruba nito.',
    operator_email_unverified:
      'I-verify muna ang iyong e-mail: tanging operator na may verified na e-mail ang maaaring mag-apruba.',
    operator_email_taken: 'May ibang operator na gumagamit ng e-mail na ito.',
    operator_email_code_invalid: 'Mali o expired na ang code. Humingi ng bago.',
    operator_own_password: 'Palitan ang sarili mong password sa My account, gamit ang kasalukuyan mong password.',
    operator_reauth_failed: 'Mali ang code ng iyong authenticator o nagamit na ito.',
    operator_approval_self: 'Ibang owner ang dapat mag-apruba ng pagbabagong hiniling mo.',
    operator_approval_not_pending: 'Napagpasyahan na o expired na ang pagbabagong ito.',
    operator_approval_pending: 'May pagbabagong ganito na naghihintay na ng pag-apruba.',
    operator_csrf_failed: 'Luma na ang pahinang ito. I-reload ito at subukang muli.',
    operator_totp_enrolment_required: 'I-set up ang iyong authenticator app para matapos ang pag-sign in.',
    operator_totp_enrolment_failed: 'Hindi tugma ang code, o nag-expire ang set-up. Mag-sign in muli.',
    operator_claimed_by_other: 'May ibang operator na nagrerepaso ng request na ito.',
    operator_on_hold: 'Naka-hold ang request na ito. Alisin muna ang hold.',
    operator_second_approval_self: 'Ibang tao ang dapat magbigay ng ikalawang pag-apruba.',
  },
};
