/** The catalog module's public entry: other modules, jobs, seeds and tests import only this file. */
export { catalogRoutes } from './catalog.routes.js';
export { catalogVersion } from './catalog.repository.js';
export { catalogCaughtUp, catalogVersionOf } from './catalog-versions.js';
export { localized, offeredGames, presentGame } from './game.presenter.js';
export type { GameRow } from './game.presenter.js';
export { PRIZE_MODE_VENDORS, VN_LOTTERY_VENDOR } from './prize-modes.js';
export {
  gameExists,
  gameForArt,
  gameNames,
  gameOf,
  offeredTransferVendors,
  offersGame,
  vendorCodesExcept,
  vendorsByCode,
} from './catalog-lookup.repository.js';
export type { OfferedTransferVendor, OfferedWallet } from './catalog-lookup.repository.js';
