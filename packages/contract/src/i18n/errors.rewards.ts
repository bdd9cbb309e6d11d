import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The rewards' error codes (reward centre, bonuses, wagering). */
export type RewardsErrorCode = Extract<ErrorCode, `reward_${string}` | `bonus_${string}`>;

/**
 * Texts of the rewards' error codes; the server's messageFor reads them here. The reward pages
 * register them, except bonus_wagering_incomplete: the withdraw page shows the server's own
 * message, which carries the amounts ({{turnover}}, {{available}}).
 */
export const rewardsErrors: Record<Language, Record<RewardsErrorCode, string>> = {
  EN: {
    reward_not_found: 'No such reward.',
    reward_expired: 'This reward has expired and can no longer be claimed.',
    bonus_wagering_incomplete:
      'Your bonus still needs {{turnover}} of turnover before it can be withdrawn. You may withdraw up to {{available}} now.',
    bonus_claimed_by_account: 'You have already received this bonus.',
    bonus_claimed_by_device: 'This bonus has already been claimed from this device.',
    bonus_claimed_by_ip: 'This bonus has already been claimed from this network (IP address).',
    bonus_claimed_by_bank_account: 'This bonus has already been claimed with one of your bank accounts.',
    bonus_not_active: 'This bonus is not available at the moment.',
    bonus_definition_not_found: 'No such bonus.',
    bonus_definition_invalid: 'The bonus settings do not fit its kind.',
  },
  TY: {
    reward_not_found: 'Walang ganitong reward.',
    reward_expired: 'Nag-expire na ang reward na ito at hindi na maaaring i-claim.',
    bonus_wagering_incomplete:
      'Kailangan pa ng iyong bonus ng {{turnover}} na turnover bago ito ma-withdraw. Maaari kang mag-withdraw ng hanggang {{available}} ngayon.',
    bonus_claimed_by_account: 'Natanggap mo na ang bonus na ito.',
    bonus_claimed_by_device: 'Na-claim na ang bonus na ito mula sa device na ito.',
    bonus_claimed_by_ip: 'Na-claim na ang bonus na ito mula sa network na ito (IP address).',
    bonus_claimed_by_bank_account: 'Na-claim na ang bonus na ito gamit ang isa sa iyong mga bank account.',
    bonus_not_active: 'Hindi available ang bonus na ito sa ngayon.',
    bonus_definition_not_found: 'Walang ganitong bonus.',
    bonus_definition_invalid: 'Hindi tugma ang mga setting ng bonus sa uri nito.',
  },
};
