import { z } from 'zod';

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
  const demoDefault = c.NODE_ENV !== 'production';
  return { ...c, devOutbox, SEED_DEMO: c.SEED_DEMO ?? demoDefault, DEMO_GATEWAY: c.DEMO_GATEWAY ?? demoDefault };
}
