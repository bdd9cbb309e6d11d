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
  /** Trust X-Forwarded-For from a proxy in front. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
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
