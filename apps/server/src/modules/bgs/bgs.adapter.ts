import { BGS_LAUNCH_PARAM, PAGES } from '@playhouse/contract';
import type { LaunchRequest, ProviderAdapter } from '../providers/index.js';
import { BGS_VENDOR } from './bgs.games.js';

/**
 * The in-house provider: its games are pages of this site, so the launch URL is a same-origin
 * path; the page exchanges the one-time token through the seamless authenticate call.
 */
export class BgsAdapter implements ProviderAdapter {
  readonly name = 'BGS in-house games';

  serves(vendor: string): boolean {
    return vendor === BGS_VENDOR;
  }

  async launchUrl(req: LaunchRequest): Promise<string> {
    const path = PAGES.bgsPlay.replace(':gameCode', encodeURIComponent(req.gameCode));
    return `${path}?${BGS_LAUNCH_PARAM}=${encodeURIComponent(req.launchToken)}`;
  }
}
