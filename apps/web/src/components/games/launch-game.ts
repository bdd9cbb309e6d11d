import { API, PAGES } from '@playhouse/contract';
import { call } from '../../lib/api-client';

/** POST /wps/game/launchGame: a game session and the URL (with its one-time token) to open. */
export const launchGame = (nodeId: number) => call(API.games.launch, { method: 'POST', body: { nodeId } });

/** The in-house games' play page prefix (/bgs/play/): opened inside the app, not as a new page load. */
const IN_APP_PREFIX = PAGES.bgsPlay.slice(0, PAGES.bgsPlay.indexOf(':'));

/** The in-app path of a launch URL on this site's own play page, or null for anything else (a provider's site). */
export function inAppPath(url: string, here: string = window.location.href): string | null {
  const u = new URL(url, here);
  if (u.origin !== new URL(here).origin || !u.pathname.startsWith(IN_APP_PREFIX)) return null;
  return u.pathname + u.search + u.hash;
}

/** The node id of a single-lobby vendor's one entry (sports, esports, cockfight tiles). */
export async function vendorLobbyNodeId(vendor: string): Promise<number | null> {
  const page = await call(API.games.list, { query: { vendor, pageNo: 1, pageSize: 1 } });
  return page.content[0]?.nodeId ?? null;
}
