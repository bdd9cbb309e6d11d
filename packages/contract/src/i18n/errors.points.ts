import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The points mall's and manual rebate's error codes. */
export type PointsErrorCode = Extract<ErrorCode, `points_${string}` | `rebate_${string}`>;

/** Texts of the points mall's and manual rebate's error codes; their pages register them. */
export const pointsErrors: Record<Language, Record<PointsErrorCode, string>> = {
  EN: {
    points_insufficient: 'You do not have enough points.',
    points_convert_invalid: 'Convert at least {{min}} points, in multiples of {{unit}}.',
    points_item_not_found: 'This item is no longer offered.',
    points_out_of_stock: 'Not enough of this item is left in stock.',
    points_item_limit: 'You have reached the limit for this item.',
    points_redeem_not_found: 'Redeem record not found.',
    points_redeem_decided: 'This redeem was already approved or rejected.',
    rebate_below_minimum: 'The rebate to claim is below the minimum of {{min}}.',
  },
  TY: {
    points_insufficient: 'Kulang ang iyong mga puntos.',
    points_convert_invalid: 'Mag-convert ng hindi bababa sa {{min}} puntos, sa mga multiple ng {{unit}}.',
    points_item_not_found: 'Hindi na iniaalok ang item na ito.',
    points_out_of_stock: 'Kulang na ang natitirang stock ng item na ito.',
    points_item_limit: 'Naabot mo na ang limitasyon para sa item na ito.',
    points_redeem_not_found: 'Hindi nahanap ang redeem record.',
    points_redeem_decided: 'Naaprubahan o natanggihan na ang redeem na ito.',
    rebate_below_minimum: 'Ang rebate na kukunin ay mas mababa sa minimum na {{min}}.',
  },
};
