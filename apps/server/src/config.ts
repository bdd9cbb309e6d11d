import { z } from 'zod';
import { OFFICIAL_LOTTERIES, resultFeedId } from '@playhouse/contract/lottery';
import { cidrList, isPublicAddress, literalAddress } from './lib/outbound-http.js';

/**
 * The environment, parsed once at start. Every variable the server reads is here;
 * a bad value stops the start with all problems listed.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /**
   * Serves GET /metrics (Prometheus text, no key) on this port, for a scraper inside the private
   * network: never expose it publicly. Unset: /metrics is served only on PORT, with an operator key.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** External PostgreSQL. When unset, an embedded PostgreSQL runs under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * Where the session-bound traffic goes: LISTEN connections (pushes, caches, event wake-ups),
   * migrations and start locks (session advisory locks) and the job runner. Default: DATABASE_URL.
   * Set it when DATABASE_URL points at a transaction pooler (pgbouncer, pool_mode=transaction),
   * which cannot carry LISTEN or a session lock; it then names the database directly (or a
   * session-mode pooler).
   */
  DATABASE_SESSION_URL: z.string().url().optional(),
  /** Connections of this server's query pool (DATABASE_URL). */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Connections of the job runner's pool (pg-boss, on DATABASE_SESSION_URL). */
  DATABASE_JOBS_POOL_MAX: z.coerce.number().int().min(1).max(50).default(4),
  /**
   * How many of each worker kind this process runs, when its role runs workers (0: that kind not
   * here). Scheduled jobs and sent tasks: pg-boss workers per queue; events: delivery loops per
   * subscriber (rows are claimed with SKIP LOCKED, so loops and servers share the work); drawer:
   * the lottery's draw loop, 0 or 1 (draws are claimed, never run twice).
   */
  JOB_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  TASK_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  EVENT_WORKERS: z.coerce.number().int().min(0).max(8).default(1),
  DRAWER_WORKERS: z.coerce.number().int().min(0).max(1).default(1),
  /** Event deliveries a loop handles per transaction (one commit for the batch; docs/events.md). */
  EVENT_BATCH: z.coerce.number().int().min(1).max(100).default(1),
  DATA_DIR: z.string().default('./.data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed the demo merchant and accounts on start (default: on outside production). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /**
   * The demo payment gateway (its pay page credits without real money): default on outside
   * production. Off: its page is not served and deposits on its channels are refused.
   */
  DEMO_GATEWAY: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** The dev outbox (GET /dev/outbox) is readable only when this is on. Never on in production. */
  DEV_OUTBOX: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Public origin used in e-mailed links, e.g. https://play.example.com */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Whom to believe in X-Forwarded-For, so per-address limits count the client and not the
   * balancer: `false` (nobody: the connection's address); a hop count (how many proxies stand
   * in front: the client is that many entries from the right); or the proxies' addresses or
   * CIDRs, comma-separated (the client is the first entry from the right that is not one of
   * them). A client writes what it likes at the left of the header; both forms ignore it.
   * `true` believes every entry: only behind a proxy that overwrites the header.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v): boolean | number | string[] => {
      const text = v.trim();
      if (text === 'false' || text === '') return false;
      if (text === 'true') return true;
      if (/^\d+$/.test(text)) return Number(text);
      return text
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean);
    })
    .refine(
      (v) => {
        if (typeof v === 'number') return v >= 1 && v <= 10;
        if (!Array.isArray(v)) return true;
        try {
          cidrList(v);
          return v.length > 0;
        } catch {
          return false;
        }
      },
      { message: 'false, true, a hop count (1 to 10), or the proxies’ addresses or CIDRs, comma-separated' },
    ),
  /**
   * What this process runs: `web` (HTTP only), `worker` (scheduled and sent jobs, event delivery,
   * the lottery's drawer; HTTP too, for health checks and its own calls) or `both`.
   */
  PLATFORM_ROLE: z.enum(['web', 'worker', 'both']).default('both'),
  /**
   * The player's socket heartbeat: pings, session checks and the balance version. Keep it below
   * the balancer's idle timeout for tunnels (HAProxy `timeout tunnel`).
   */
  SOCKET_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).max(120).default(30),
  /** How far (ms) this server's clock may be from the database's before it refuses to run workers. */
  CLOCK_SKEW_MAX_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** Merchant used when neither the Merchant header nor the host resolves one (single-brand deployments). */
  DEFAULT_MERCHANT: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Playhouse <no-reply@playhouse.local>'),
  /** HTTP sms provider: POST JSON {to, text} with a bearer key. */
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_KEY: z.string().optional(),
  /** Directory of the built web app to serve; empty disables static serving. */
  WEB_DIST: z.string().optional(),
  /** Directory of the built operator console, served at /console; empty: no console. */
  CONSOLE_DIST: z.string().optional(),
  /** Social sign-in: OpenID Connect issuers and clients per provider. */
  OIDC_GOOGLE_ISSUER: z.string().url().optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().optional(),
  OIDC_FACEBOOK_ISSUER: z.string().url().optional(),
  OIDC_FACEBOOK_CLIENT_ID: z.string().optional(),
  OIDC_FACEBOOK_CLIENT_SECRET: z.string().optional(),
  /** Allow plain-http issuers (only for the local test provider). */
  OIDC_ALLOW_INSECURE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** The vendor simulator (apps/simulator): when set, it serves every vendor except BGS. */
  SIMULATOR_URL: z.string().url().optional(),
  /** Master secret shared with the simulator; each vendor's secret is derived from it (deriveVendorSecret). */
  SIMULATOR_SECRET: z.string().min(16).optional(),
  /**
   * The lottery's randomness beacon: 'drand' asks LOTTERY_DRAND_URL (a drand HTTP relay of the
   * quicknet chain); 'local' (default: these machines have no network) is the demo beacon, and
   * every proof it draws is labelled unverifiable.
   */
  LOTTERY_BEACON: z.enum(['local', 'drand']).default('local'),
  LOTTERY_DRAND_URL: z
    .string()
    .url()
    .default('https://api.drand.sh/52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971'),
  /**
   * The official-result feeds this deployment offers, as JSON:
   * `[{"id":"vn-a","name":"VN results A","url":"https://…","lotteries":["VN"]}, …]`.
   * Each merchant's operators pick feeds for a game by id (two people: one proposes, another
   * approves); nobody but the platform names a URL. A feed is asked
   * `GET <url>?game=&drawNo=&source=` and answers `{"result": {tier: ["digits", …]}}` (404 or a
   * null result before publication). A result is published at once only when two of a game's
   * feeds answer it alike; otherwise a person approves it. Ids and URLs are unique.
   */
  LOTTERY_RESULT_FEEDS: z
    .string()
    .default('[]')
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'not JSON' });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(
          z.strictObject({
            id: resultFeedId,
            name: z.string().trim().min(1).max(80),
            url: z.url({ protocol: /^https?$/ }).max(500),
            lotteries: z.array(z.enum(OFFICIAL_LOTTERIES)).min(1),
          }),
        )
        .max(50)
        .refine((feeds) => new Set(feeds.map((f) => f.id)).size === feeds.length, 'two feeds share an id')
        // Two ids of one URL would let one upstream pass the two-feed cross-check alone.
        .refine((feeds) => new Set(feeds.map((f) => f.url)).size === feeds.length, 'two feeds share a URL'),
    ),
  /**
   * CIDRs that configured outbound calls (result feeds, the drand relay) may reach although they
   * are not public, comma-separated (e.g. `10.20.0.0/16,fd12::/64`): for a feed that runs on the
   * deployment's private network. Empty (the default): only public addresses are reached, never
   * loopback, private, link-local, CGNAT, metadata or multicast ones.
   */
  OUTBOUND_ALLOW_CIDRS: z
    .string()
    .default('')
    .transform((text) =>
      text
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .refine(
      (cidrs) => {
        try {
          cidrList(cidrs);
          return true;
        } catch {
          return false;
        }
      },
      { message: 'a comma-separated list of CIDRs (10.0.0.0/8) or addresses' },
    ),
});

export type Config = Omit<z.infer<typeof envSchema>, 'SEED_DEMO' | 'DEMO_GATEWAY'> & {
  devOutbox: boolean;
  SEED_DEMO: boolean;
  DEMO_GATEWAY: boolean;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  // The embedded PostgreSQL is one machine's and a developer's: production names its database.
  if (c.NODE_ENV === 'production' && !c.DATABASE_URL)
    throw new Error('Invalid environment:\n  DATABASE_URL: required in production (the embedded PostgreSQL is for development)');
  const devOutbox = c.DEV_OUTBOX ?? c.NODE_ENV !== 'production';
  if (devOutbox && c.NODE_ENV === 'production') throw new Error('DEV_OUTBOX cannot be on in production');
  // A feed written as a refused address fails the start, not every minute at the draw.
  const allowed = cidrList(c.OUTBOUND_ALLOW_CIDRS);
  for (const feed of c.LOTTERY_RESULT_FEEDS) {
    const ip = literalAddress(new URL(feed.url));
    if (ip && !isPublicAddress(ip) && !allowed.check(ip, ip.includes(':') ? 'ipv6' : 'ipv4')) {
      throw new Error(`Invalid environment:\n  LOTTERY_RESULT_FEEDS: feed ${feed.id} names ${ip}, outside OUTBOUND_ALLOW_CIDRS`);
    }
  }
  const demoDefault = c.NODE_ENV !== 'production';
  return { ...c, devOutbox, SEED_DEMO: c.SEED_DEMO ?? demoDefault, DEMO_GATEWAY: c.DEMO_GATEWAY ?? demoDefault };
}
