import { API, BGS_SESSION_HEADER, type BgsSessionAnswer } from '@playhouse/contract';
import { call } from '../../lib/api-client';

/**
 * The in-house game page's calls. The credential is the game session token from the launch
 * token exchange; it is kept for this tab only (sessionStorage), so a reload keeps playing
 * while a launch token, which is good once, never has to be exchanged twice.
 */
const storeKey = (gameCode: string) => `bgs-session:${gameCode}`;

export function savedSession(gameCode: string): BgsSessionAnswer | null {
  try {
    const raw = sessionStorage.getItem(storeKey(gameCode));
    return raw ? (JSON.parse(raw) as BgsSessionAnswer) : null;
  } catch {
    return null;
  }
}

export function saveSession(s: BgsSessionAnswer): void {
  try {
    sessionStorage.setItem(storeKey(s.gameCode), JSON.stringify(s));
  } catch {
    // Private mode without storage: the session lasts until the page reloads.
  }
}

export const openSession = (token: string) => call(API.bgs.session, { body: { token } });

export const spin = (sessionToken: string, bet: string, lines?: number) =>
  call(API.bgs.slotSpin, { body: { sessionToken, bet, ...(lines ? { lines } : {}) } });

export const rollDice = (sessionToken: string, bet: string, direction: 'over' | 'under', target: number) =>
  call(API.bgs.tableRound, { body: { sessionToken, bet, direction, target } });

export const getFairness = (sessionToken: string) => call(API.bgs.fairness, { headers: { [BGS_SESSION_HEADER]: sessionToken } });

export const rotateSeed = (sessionToken: string, clientSeed?: string) =>
  call(API.bgs.rotateSeed, { body: { sessionToken, ...(clientSeed ? { clientSeed } : {}) } });

/** SHA-256 hex of a text, on WebCrypto: the page checks a revealed seed against its hash itself. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
