import type { Language } from '../constants.js';
import type { ErrorCode } from '../errors.js';

/** The missions' error codes (claims). */
export type MissionErrorCode = Extract<ErrorCode, `mission_${string}`>;

/** Texts of the missions' error codes; the missions page registers them, the server's messageFor reads them here. */
export const missionErrors: Record<Language, Record<MissionErrorCode, string>> = {
  EN: {
    mission_not_found: 'This mission is not available.',
    mission_not_completed: 'Complete the mission before claiming its reward.',
    mission_already_claimed: 'You have already claimed this mission in this period.',
  },
  TY: {
    mission_not_found: 'Hindi available ang mission na ito.',
    mission_not_completed: 'Tapusin muna ang mission bago kunin ang reward nito.',
    mission_already_claimed: 'Nakuha mo na ang reward ng mission na ito sa panahong ito.',
  },
};
