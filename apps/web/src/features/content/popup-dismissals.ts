/**
 * Public popups a visitor closed are remembered for this browser session only (§4), in two
 * separate lists: one for signed-in users and one for anonymous visitors, so a popup closed
 * while anonymous still shows after login, and the other way round.
 */
export type Audience = 'member' | 'visitor';

const key = (audience: Audience) => `ph.popups.dismissed.${audience}`;

export function dismissedPopups(audience: Audience): Set<number> {
  try {
    const raw = JSON.parse(sessionStorage.getItem(key(audience)) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.filter((x): x is number => typeof x === 'number') : []);
  } catch {
    return new Set();
  }
}

export function dismissPopup(audience: Audience, id: number): void {
  const ids = dismissedPopups(audience);
  ids.add(id);
  sessionStorage.setItem(key(audience), JSON.stringify([...ids]));
}
