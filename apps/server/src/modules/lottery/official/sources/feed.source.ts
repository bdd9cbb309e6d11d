import type { OutboundHttp } from '../../../../lib/outbound-http.js';
import type { DrawAsked, ResultSource } from './result-source.js';

/** How long one feed request may take: a slow feed must not hold the drawer's tick. */
export const FEED_TIMEOUT_MS = 5_000;
/** A result is a few hundred bytes; anything much larger is not a result. */
export const FEED_MAX_BYTES = 64 * 1024;

/**
 * A JSON feed the platform configures (LOTTERY_RESULT_FEEDS): GET <url>?game=&drawNo=&source=
 * answering `{ "result": { <tier>: ["digits", …], … } }` once published, 404 (or
 * `{ "result": null }`) before. The platform runs an adapter per upstream page or API that
 * serves this shape. Asked through the guarded outbound client (public addresses only, no
 * redirects, a deadline, a size cap); what it answers is still checked against the draw's shape.
 */
export class FeedSource implements ResultSource {
  readonly origin = 'feed' as const;
  constructor(
    private readonly url: string,
    private readonly http: OutboundHttp,
  ) {}

  async fetch(draw: DrawAsked): Promise<unknown> {
    const u = new URL(this.url);
    u.searchParams.set('game', draw.gameCode);
    u.searchParams.set('drawNo', draw.drawNo);
    u.searchParams.set('source', draw.source);
    const res = await this.http.getJson(u, { timeoutMs: FEED_TIMEOUT_MS, maxBytes: FEED_MAX_BYTES });
    if (res.status === 404) return null;
    if (res.status < 200 || res.status > 299) throw new Error(`result feed answered ${res.status}`);
    if (typeof res.json !== 'object' || res.json === null) throw new Error('result feed answered no JSON object');
    return (res.json as { result?: unknown }).result ?? null;
  }
}
