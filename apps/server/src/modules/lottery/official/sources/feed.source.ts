import type { DrawAsked, ResultSource } from './result-source.js';

/** How long one feed request may take: a slow feed must not hold the drawer's tick. */
export const FEED_TIMEOUT_MS = 5_000;

/**
 * A JSON feed the operator points a game at: GET <url>?game=&drawNo=&source= answering
 * `{ "result": { <tier>: ["digits", …], … } }` once published, 404 (or `{ "result": null }`)
 * before. Operators run an adapter per upstream page or API that serves this shape; what it
 * answers is still checked against the draw's shape before it is published.
 */
export class FeedSource implements ResultSource {
  readonly origin = 'feed' as const;
  constructor(private readonly url: string) {}

  async fetch(draw: DrawAsked): Promise<unknown> {
    const u = new URL(this.url);
    u.searchParams.set('game', draw.gameCode);
    u.searchParams.set('drawNo', draw.drawNo);
    u.searchParams.set('source', draw.source);
    const res = await fetch(u, { signal: AbortSignal.timeout(FEED_TIMEOUT_MS), headers: { accept: 'application/json' } });
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`result feed answered ${res.status}`);
    const body = (await res.json()) as { result?: unknown };
    return body?.result ?? null;
  }
}
