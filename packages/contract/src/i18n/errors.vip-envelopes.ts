import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The VIP and red envelopes' error codes. */
export type VipEnvelopeErrorCode = Extract<ErrorCode, `vip_${string}` | `envelope_${string}`>;

/** Texts of the VIP and red envelopes' error codes; the server's messages and the VIP and envelope chunks use them. */
export const vipEnvelopeErrors: Record<Language, Record<VipEnvelopeErrorCode, string>> = {
  EN: {
    vip_levels_invalid:
      'The VIP levels are not valid: number them 0, 1, 2 … in order, each needing more valid bet and more deposits than the one before.',
    envelope_not_found: 'Red envelope not found.',
    envelope_not_live: 'This red envelope drop is not running.',
    envelope_not_eligible: 'Your account cannot claim this red envelope.',
    envelope_already_claimed: 'You have already claimed this red envelope.',
    envelope_empty: 'All the red envelopes of this drop have been taken.',
  },
  TY: {
    vip_levels_invalid:
      'Hindi wasto ang mga antas ng VIP: bilangin ang mga ito nang 0, 1, 2 … nang sunod-sunod, bawat isa ay nangangailangan ng mas malaking valid bet at deposito kaysa sa nauna.',
    envelope_not_found: 'Hindi nahanap ang red envelope.',
    envelope_not_live: 'Hindi tumatakbo ngayon ang pamimigay ng red envelope na ito.',
    envelope_not_eligible: 'Hindi maaaring kumuha ng red envelope na ito ang iyong account.',
    envelope_already_claimed: 'Nakuha mo na ang red envelope na ito.',
    envelope_empty: 'Naubos na ang lahat ng red envelope ng pamimigay na ito.',
  },
};
