import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The activity centre's and referral's error codes. */
export type ActivitiesErrorCode = Extract<ErrorCode, `activity_${string}` | `referral_${string}`>;

/** Texts of the activity centre's and referral's codes; their pages register them, the server's messageFor reads them here. */
export const activitiesErrors: Record<Language, Record<ActivitiesErrorCode, string>> = {
  EN: {
    activity_not_found: 'No such activity.',
    activity_not_open: 'This activity is not open.',
    activity_wrong_kind: 'This activity does not work that way.',
    activity_already_applied: 'You have already applied to this activity.',
    activity_already_joined: 'You have already joined this activity.',
    activity_not_joined: 'Join the activity first.',
    activity_condition_unmet: 'The condition of this activity is not met yet.',
    activity_already_claimed: 'The reward of this activity is already claimed.',
    activity_comment_too_long: 'The comment may have at most 140 characters.',
    activity_too_many_images: 'At most 3 images may be attached.',
    activity_image_invalid: 'Images must be png or jpg files of at most 5 MB.',
    activity_application_not_found: 'No such application.',
    activity_application_decided: 'This application has already been decided.',
    referral_disabled: 'Invite friends is not available.',
  },
  TY: {
    activity_not_found: 'Walang ganitong aktibidad.',
    activity_not_open: 'Hindi bukas ang aktibidad na ito.',
    activity_wrong_kind: 'Hindi ganito gumagana ang aktibidad na ito.',
    activity_already_applied: 'Nag-apply ka na sa aktibidad na ito.',
    activity_already_joined: 'Sumali ka na sa aktibidad na ito.',
    activity_not_joined: 'Sumali muna sa aktibidad.',
    activity_condition_unmet: 'Hindi pa naaabot ang kondisyon ng aktibidad na ito.',
    activity_already_claimed: 'Nakuha na ang gantimpala ng aktibidad na ito.',
    activity_comment_too_long: 'Hanggang 140 na karakter lamang ang komento.',
    activity_too_many_images: 'Hanggang 3 larawan lamang ang maaaring ilakip.',
    activity_image_invalid: 'Ang mga larawan ay dapat png o jpg na hindi hihigit sa 5 MB.',
    activity_application_not_found: 'Walang ganitong aplikasyon.',
    activity_application_decided: 'Napagpasyahan na ang aplikasyong ito.',
    referral_disabled: 'Hindi available ang pag-imbita ng kaibigan.',
  },
};
