/** The BGS module's public entry (what other modules and their tests use). */
export { BGS_DICE_CODE, BGS_SLOT_CODE, defaultConfigOf } from './bgs.games.js';
