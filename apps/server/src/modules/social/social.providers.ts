import * as oidc from 'openid-client';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@playhouse/contract';
import type { Config } from '../../config.js';
import type { Merchant } from '../merchant/index.js';

/** What the server knows of one OpenID provider, from the environment. */
export interface ProviderSettings {
  provider: SocialProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  /** Prefix of the usernames made for new members signing in with this provider. */
  usernamePrefix: string;
}

const SCOPES: Record<SocialProvider, string> = {
  google: 'openid email profile',
  facebook: 'openid email public_profile',
};
const PREFIXES: Record<SocialProvider, string> = { google: 'g_', facebook: 'fb_' };

export const isSocialProvider = (value: string): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** The provider's settings, or null when the server is not configured for it. */
export function providerSettings(config: Config, provider: SocialProvider): ProviderSettings | null {
  const env = {
    google: [config.OIDC_GOOGLE_ISSUER, config.OIDC_GOOGLE_CLIENT_ID, config.OIDC_GOOGLE_CLIENT_SECRET],
    facebook: [config.OIDC_FACEBOOK_ISSUER, config.OIDC_FACEBOOK_CLIENT_ID, config.OIDC_FACEBOOK_CLIENT_SECRET],
  } as const;
  const [issuer, clientId, clientSecret] = env[provider];
  if (!issuer || !clientId || !clientSecret) return null;
  return { provider, issuer, clientId, clientSecret, scope: SCOPES[provider], usernamePrefix: PREFIXES[provider] };
}

/**
 * Which social sign-ins a merchant really offers: switched on in its settings AND
 * configured on this server. The whitelabel answer reports this, so the login dialog
 * never shows a button that would only lead to operation_not_enabled.
 */
export function socialAvailability(config: Config, merchant: Merchant): Record<SocialProvider, boolean> {
  return {
    google: merchant.settings.social.google && providerSettings(config, 'google') !== null,
    facebook: merchant.settings.social.facebook && providerSettings(config, 'facebook') !== null,
  };
}

export interface OidcClients {
  /** The discovered client configuration of a provider; discovery runs once and is cached. */
  configuration(settings: ProviderSettings): Promise<oidc.Configuration>;
}

/** Discovery cache for one app. A failed discovery is not cached, so a provider outage heals. */
export function oidcClients(config: Config): OidcClients {
  const cache = new Map<SocialProvider, Promise<oidc.Configuration>>();
  return {
    configuration(s) {
      let pending = cache.get(s.provider);
      if (!pending) {
        pending = oidc.discovery(new URL(s.issuer), s.clientId, undefined, oidc.ClientSecretPost(s.clientSecret), {
          timeout: 10,
          ...(config.OIDC_ALLOW_INSECURE ? { execute: [oidc.allowInsecureRequests] } : {}),
        });
        const mine = pending;
        mine.catch(() => cache.get(s.provider) === mine && cache.delete(s.provider));
        cache.set(s.provider, pending);
      }
      return pending;
    },
  };
}
