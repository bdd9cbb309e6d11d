/** A provider's game launched to be shown on the seamless game page (/seamless). */
export interface SeamlessLaunch {
  /** The provider's URL with its one-time launch token: kept out of the address bar and history. */
  url: string;
  /** The game (or vendor lobby) name shown above the game. */
  title: string;
  /** The game's node id, to launch it again (a new window needs a fresh token). */
  nodeId: number;
}

/** The router state of /seamless: which launch to show and where the close control leads. */
export interface SeamlessState {
  launchId: string;
  from: string;
}

/**
 * The launch handed to the seamless page. It lives in memory only: a reload or a typed address
 * finds nothing (the token is spent once the game loaded), and the page drops it when it closes,
 * so going back to that history entry does not load the spent token again either.
 */
let held: (SeamlessLaunch & { id: string }) | null = null;

/** Random, so an id left in history.state by an earlier page load never matches a new launch. */
const newId = () => Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('');

/** Holds a launch for the seamless page; the answer is the router state to navigate with. */
export function holdSeamlessLaunch(launch: SeamlessLaunch, from: string): SeamlessState {
  held = { ...launch, id: newId() };
  return { launchId: held.id, from };
}

/** The router state of /seamless, when it is one (anything else counts as no launch). */
export function seamlessStateOf(state: unknown): SeamlessState | null {
  const s = state as Partial<SeamlessState> | null;
  // `from` becomes a link: only a path of this site.
  const from = typeof s?.from === 'string' && s.from.startsWith('/') && !s.from.startsWith('//') ? s.from : null;
  return typeof s?.launchId === 'string' && from ? { launchId: s.launchId, from } : null;
}

/** The launch held for this id, or null (reloaded, reopened from history, or never launched). */
export function heldSeamlessLaunch(launchId: string | undefined): SeamlessLaunch | null {
  return held && held.id === launchId ? held : null;
}

/** Lets go of a launch once its page closes: it is never shown again. */
export function dropSeamlessLaunch(launchId: string | undefined): void {
  if (held?.id === launchId) held = null;
}
