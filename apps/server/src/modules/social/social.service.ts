import { randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';
import { API, type SocialProvider } from '@playhouse/contract';
import type { Deps } from '../../deps.js';
import { AppError } from '../../core/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { hit } from '../../lib/rate-limit.js';
import { randomToken, safeEqual, sha256 } from '../../lib/secrets.js';
import type { Merchant } from '../merchant/index.js';
import { mintHandoffTicket } from '../account/index.js';
import { emit } from '../events/index.js';
import { isSocialProvider, oidcClients, providerSettings, type ProviderSettings } from './social.providers.js';
import { profileOf, returnToWith, type SocialProfile } from './social.profile.js';
import { findMember, insertSocialMember, rememberIp } from '../member/index.js';
import {
  burnLoginState,
  deleteStaleLoginStates,
  findLinkedMemberId,
  insertLoginState,
  linkIdentity,
} from './social.repository.js';

/** Values of ?socialError= on the page the browser is sent back to; all are message keys. */
export type SocialError = 'social_login_failed' | 'popup_closed_by_user' | 'contact_agent' | 'operation_not_enabled';

/** The browser round trip may take a while (login, 2FA at the provider), but not long. */
const STATE_TTL_SECONDS = 600;

interface LinkedMember {
  id: string;
  status: 'active' | 'locked' | 'disabled';
}

interface Log {
  warn(obj: object, msg: string): void;
}

export interface StartInput {
  merchant: Merchant;
  provider: string;
  returnTo: string | undefined;
  /** Public origin of this site, e.g. https://play.example.com; the callback is under it. */
  origin: string;
  ip: string;
  log: Log;
}
export interface StartResult {
  location: string;
  /** Set when a flow really started: the route binds it to the browser (cookie). */
  state?: string;
}

export interface CallbackInput {
  merchant: Merchant;
  provider: string;
  query: { code?: string; state?: string; iss?: string; error?: string };
  /** The state the start call bound to this browser; a callback without it is refused (login CSRF). */
  boundState: string | undefined;
  ip: string;
  userAgent: string | undefined;
  host: string;
  log: Log;
}

const failure = (code: SocialError) => ({ location: `/?socialError=${code}` });

/** Refuses (as JSON) what the start call may not do: unknown or unavailable provider. */
function usableProvider(deps: Deps, merchant: Merchant, provider: string): ProviderSettings {
  if (!isSocialProvider(provider)) throw new AppError('not_found');
  const settings = providerSettings(deps.config, provider);
  if (!settings || !merchant.settings.social[provider]) throw new AppError('operation_not_enabled');
  return settings;
}

export function socialService(deps: Deps) {
  const { db } = deps;
  const clients = oidcClients(deps.config);

  async function start(input: StartInput): Promise<StartResult> {
    const { merchant } = input;
    const settings = usableProvider(deps, merchant, input.provider);
    const s = merchant.settings;
    const perIp = await hit(db, `social:ip:${input.ip}`, s.loginWindowMinutes * 60);
    if (perIp.hits > s.loginLimitPerIp) throw new AppError('rate_limited');

    let config: oidc.Configuration;
    try {
      config = await clients.configuration(settings);
    } catch (err) {
      input.log.warn({ err, provider: settings.provider }, 'social: discovery failed');
      return failure('social_login_failed');
    }
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const redirectUri = input.origin + API.session.socialCallback.replace(':provider', settings.provider);
    await deleteStaleLoginStates(db, merchant.id);
    await insertLoginState(db, {
      stateHash: sha256(state),
      merchantId: merchant.id,
      provider: settings.provider,
      codeVerifier,
      nonce,
      redirectUri,
      returnTo: returnToWith(input.returnTo),
      ttlSeconds: STATE_TTL_SECONDS,
    });
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: settings.scope,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { location: url.href, state };
  }

  async function callback(input: CallbackInput): Promise<{ location: string }> {
    const { merchant, query } = input;
    if (!isSocialProvider(input.provider)) throw new AppError('not_found');
    const provider: SocialProvider = input.provider;
    if (!query.state || !input.boundState || !safeEqual(query.state, input.boundState)) return failure('social_login_failed');
    // Burned before anything else, so that even a cancelled or failing flow cannot be replayed.
    const flow = await burnLoginState(db, merchant.id, sha256(query.state));
    if (!flow || flow.expired || flow.provider !== provider) return failure('social_login_failed');
    if (query.error) return failure(query.error === 'access_denied' ? 'popup_closed_by_user' : 'social_login_failed');
    const settings = providerSettings(deps.config, provider);
    if (!settings || !merchant.settings.social[provider]) return failure('operation_not_enabled');

    let profile: SocialProfile;
    try {
      const config = await clients.configuration(settings);
      const current = new URL(flow.redirectUri);
      for (const key of ['code', 'state', 'iss'] as const) {
        const v = query[key];
        if (v !== undefined) current.searchParams.set(key, v);
      }
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedNonce: flow.nonce,
        expectedState: query.state,
        idTokenExpected: true,
      });
      profile = await profileOf(config, tokens);
    } catch (err) {
      input.log.warn({ err, provider }, 'social: code exchange failed');
      return failure('social_login_failed');
    }

    const member =
      (await linkedMember(merchant.id, provider, profile.subject)) ??
      (await createMember(settings, merchant, profile, input.host));
    if (member.status !== 'active') return failure('contact_agent');
    // The provider proved the member at this IP; the session itself is issued when the site
    // redeems the one-time ticket (POST /wps/session/handoff), so no session token is ever in a URL.
    await rememberIp(db, merchant.id, member.id, input.ip);
    const ticket = await mintHandoffTicket(db, merchant, member.id, `social:${provider}`);
    return { location: returnToWith(flow.returnTo, { token: ticket }) };
  }

  /** The member linked to the provider's subject, with its status. */
  async function linkedMember(merchantId: string, provider: string, subject: string): Promise<LinkedMember | undefined> {
    const memberId = await findLinkedMemberId(db, merchantId, provider, subject);
    const member = memberId ? await findMember(db, merchantId, { id: memberId }) : null;
    return member ? { id: member.id, status: member.status } : undefined;
  }

  /**
   * A new member for a first social sign-in. The username is derived from the subject so
   * it is stable and reveals nothing; the password is random and never told to anyone,
   * so the account can only sign in through the provider.
   */
  async function createMember(
    settings: ProviderSettings,
    merchant: Merchant,
    profile: SocialProfile,
    host: string,
  ): Promise<LinkedMember> {
    const base = settings.usernamePrefix + sha256(`${settings.provider}:${profile.subject}`).toString('hex').slice(0, 10);
    const passwordHash = await hashPassword(randomToken());
    for (let attempt = 0; attempt < 3; attempt++) {
      const username = attempt === 0 ? base : base + randomBytes(2).toString('hex');
      try {
        // The member and its identity link are created together, or neither is.
        const id = await db.transaction().execute(async (trx) => {
          const memberId = await insertSocialMember(trx, merchant.id, {
            username,
            nickname: profile.name ?? username,
            email: profile.email,
            passwordHash,
            registerDomain: host.slice(0, 253) || null,
          });
          await linkIdentity(trx, merchant.id, memberId, settings.provider, profile.subject);
          await emit(trx, {
            type: 'member.registered',
            payload: { merchantId: merchant.id, memberId, method: 'SOCIAL', uplineId: null, recommenderId: null },
          });
          return memberId;
        });
        return { id, status: 'active' };
      } catch (err) {
        if ((err as { code?: string }).code !== '23505') throw err;
        // Either the same subject won a race (use its member) or the username is taken (retry).
        const linked = await linkedMember(merchant.id, settings.provider, profile.subject);
        if (linked) return linked;
      }
    }
    throw new Error('social: could not find a free username');
  }

  return { start, callback };
}
