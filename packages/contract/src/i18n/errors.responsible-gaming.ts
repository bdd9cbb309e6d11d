import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** Responsible gaming's error codes (limits and self-exclusion). */
export type ResponsibleGamingErrorCode = Extract<ErrorCode, `rg_${string}`>;

/**
 * Texts of responsible gaming's codes. They answer deposits, bets, transfers, sign-in and game
 * launch anywhere on the site, so they are part of the shared texts (i18n/index.ts).
 */
export const responsibleGamingErrors: Record<Language, Record<ResponsibleGamingErrorCode, string>> = {
  EN: {
    rg_deposit_limit_reached: 'This deposit is above your deposit limit. You may deposit {{remaining}} more for now.',
    rg_stake_limit_reached: 'This is above what your stake limit leaves for now.',
    rg_loss_limit_reached: 'This bet could take you past your loss limit.',
    rg_self_excluded: 'You have excluded yourself from play until {{until}} (UTC).',
    rg_self_excluded_forever: 'You have excluded yourself from play for good.',
    rg_exclusion_permanent: 'An exclusion for good cannot be lifted.',
    rg_not_excluded: 'This member has no exclusion to lift.',
    rg_operator_lower_only: 'An operator may only lower a limit or set a first one; only the member can raise it.',
  },
  TY: {
    rg_deposit_limit_reached:
      'Lampas ang deposit na ito sa iyong deposit limit. Maaari ka pang mag-deposit ng {{remaining}} sa ngayon.',
    rg_stake_limit_reached: 'Lampas ito sa natitira sa iyong stake limit sa ngayon.',
    rg_loss_limit_reached: 'Maaaring lumampas ka sa iyong loss limit dahil sa taya na ito.',
    rg_self_excluded: 'Ibinukod mo ang iyong sarili sa paglalaro hanggang {{until}} (UTC).',
    rg_self_excluded_forever: 'Ibinukod mo ang iyong sarili sa paglalaro nang panghabambuhay.',
    rg_exclusion_permanent: 'Hindi maaaring alisin ang panghabambuhay na pagbubukod.',
    rg_not_excluded: 'Walang pagbubukod na maaaring alisin sa miyembrong ito.',
    rg_operator_lower_only:
      'Ang operator ay maaari lamang magbaba ng limit o magtakda ng una; ang miyembro lamang ang makapagtataas nito.',
  },
};
