import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The lottery's error codes: their texts load with the lottery pages, not with every page. */
export type LotteryErrorCode = Extract<ErrorCode, `lottery_${string}`>;

/**
 * Texts of the lottery's error codes. Kept apart from errors.en.ts / errors.ty.ts so the web's
 * first load does not carry them: the lottery chunk registers them (features/lottery), the
 * server's messageFor reads them here. Only lottery calls answer these codes.
 */
export const lotteryErrors: Record<Language, Record<LotteryErrorCode, string>> = {
  EN: {
    lottery_play_unavailable: 'This play is not available for this game and prize mode.',
    lottery_content_invalid: 'The numbers picked are not valid for this play.',
    lottery_count_mismatch: 'The number of bets does not match the numbers picked. Please pick again.',
    lottery_unit_invalid: 'This unit and multiple make an amount that cannot be paid. Choose another unit or multiple.',
    lottery_draw_unknown: 'This draw is not open for betting.',
    lottery_sales_closed: 'Betting on this draw is closed.',
    lottery_stake_below_min: 'The stake is below the minimum for this play.',
    lottery_stake_above_max: 'The stake is above the maximum for this play.',
    lottery_member_draw_limit: 'Your total stake on this draw would pass the limit.',
    lottery_cover_limit: 'You cannot cover this many numbers of one play in one draw.',
    lottery_multiple_above_max: 'The multiple is above the maximum.',
    lottery_chase_too_long: 'Too many draws in this chase.',
    lottery_prize_limit: 'The possible win is above the maximum prize for one draw. Lower the stake.',
    lottery_number_limit: 'This number has reached its limit for this draw.',
    lottery_cancel_not_last: 'Cancel the later draws of this chase first.',
    lottery_source_invalid: 'Choose one or more stations that draw on this day.',
    lottery_number_closed: 'A number you picked is suspended for this draw.',
    lottery_result_shape: 'This result does not fit the lottery: check the count and the digits of each prize.',
    lottery_result_not_due: 'A result can be entered only after its draw, and not for a void or self-drawn draw.',
    lottery_result_unchanged: 'A correction needs a reason and must differ from the current result.',
    lottery_four_eyes: 'Another operator must approve the result you entered.',
    lottery_result_not_pending: 'This result is no longer waiting for approval.',
    lottery_feed_unknown: 'Choose result feeds the platform offers for this lottery.',
    lottery_simulator_demo_only: 'The result simulator is only for demo deployments. Choose a result feed or manual entry.',
    lottery_source_unchanged: 'This is already the result source of this game.',
    lottery_source_four_eyes: 'Another person must approve the result source change you proposed.',
    lottery_source_change_not_pending: 'This result source change is no longer waiting for approval.',
  },
  TY: {
    lottery_play_unavailable: 'Hindi available ang larong ito para sa larong ito at prize mode.',
    lottery_content_invalid: 'Hindi wasto para sa larong ito ang mga numerong pinili.',
    lottery_count_mismatch: 'Hindi tugma ang bilang ng taya sa mga numerong pinili. Pumili muli.',
    lottery_unit_invalid: 'Hindi mababayaran ang halagang ito sa unit at multiple na ito. Pumili ng ibang unit o multiple.',
    lottery_draw_unknown: 'Hindi bukas sa taya ang draw na ito.',
    lottery_sales_closed: 'Sarado na ang taya sa draw na ito.',
    lottery_stake_below_min: 'Mas mababa sa minimum ng larong ito ang taya.',
    lottery_stake_above_max: 'Lampas sa maximum ng larong ito ang taya.',
    lottery_member_draw_limit: 'Lalampas sa limit ang kabuuang taya mo sa draw na ito.',
    lottery_cover_limit: 'Hindi mo maaaring takpan ang ganito karaming numero ng isang laro sa isang draw.',
    lottery_multiple_above_max: 'Lampas sa maximum ang multiple.',
    lottery_chase_too_long: 'Masyadong maraming draw sa chase na ito.',
    lottery_prize_limit: 'Lampas sa maximum na premyo sa isang draw ang posibleng panalo. Babaan ang taya.',
    lottery_number_limit: 'Naabot na ng numerong ito ang limit nito para sa draw na ito.',
    lottery_cancel_not_last: 'Kanselahin muna ang mga susunod na draw ng chase na ito.',
    lottery_source_invalid: 'Pumili ng isa o higit pang istasyon na may draw sa araw na ito.',
    lottery_number_closed: 'Nakasuspinde sa draw na ito ang isang numerong pinili mo.',
    lottery_result_shape: 'Hindi tugma ang resultang ito sa lotto: suriin ang bilang at mga digit ng bawat premyo.',
    lottery_result_not_due: 'Maaari lang ilagay ang resulta pagkatapos ng draw, at hindi para sa void o sariling draw.',
    lottery_result_unchanged: 'Kailangan ng dahilan ang pagwawasto at dapat iba ito sa kasalukuyang resulta.',
    lottery_four_eyes: 'Ibang operator ang dapat mag-apruba ng resultang inilagay mo.',
    lottery_result_not_pending: 'Hindi na naghihintay ng pag-apruba ang resultang ito.',
    lottery_feed_unknown: 'Pumili ng mga result feed na iniaalok ng platform para sa lottong ito.',
    lottery_simulator_demo_only: 'Para lang sa mga demo ang result simulator. Pumili ng result feed o ng manwal na paglalagay.',
    lottery_source_unchanged: 'Ito na ang pinagmumulan ng resulta ng larong ito.',
    lottery_source_four_eyes: 'Ibang tao ang dapat mag-apruba ng pagbabago sa pinagmumulan ng resulta na iminungkahi mo.',
    lottery_source_change_not_pending: 'Hindi na naghihintay ng pag-apruba ang pagbabagong ito sa pinagmumulan ng resulta.',
  },
};
