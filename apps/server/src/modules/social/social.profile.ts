import * as oidc from 'openid-client';
import { z } from 'zod';

/** What a sign-in learns about the person: the stable subject, and what they chose to share. */
export interface SocialProfile {
  subject: string;
  /** Only an address the provider says is verified. */
  email: string | null;
  name: string | null;
}

const subjectSchema = z.string().min(1).max(255);
const emailSchema = z.email().max(254);

type Tokens = Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;

/**
 * Reads the profile from the ID token; when the provider keeps email or name for the
 * userinfo endpoint (as standard OIDC providers do), asks there too. A failing userinfo
 * call is not fatal: the subject alone is enough to sign in.
 */
export async function profileOf(config: oidc.Configuration, tokens: Tokens): Promise<SocialProfile> {
  const claims = tokens.claims();
  if (!claims) throw new Error('social: no ID token');
  const subject = subjectSchema.parse(claims.sub);
  let source: Record<string, unknown> = claims;
  if (
    (claims.email === undefined || claims.name === undefined) &&
    config.serverMetadata().userinfo_endpoint &&
    tokens.access_token
  ) {
    try {
      source = { ...(await oidc.fetchUserInfo(config, tokens.access_token, subject)), ...claims };
    } catch {
      // keep the ID token claims
    }
  }
  const email = source.email_verified === true ? emailSchema.safeParse(source.email) : null;
  const name = typeof source.name === 'string' ? cleanName(source.name) : '';
  return { subject, email: email?.success ? email.data.toLowerCase() : null, name: name || null };
}

/** Display name limited to the nickname rule (1–32 characters, no control characters). */
function cleanName(raw: string): string {
  return [
    ...raw
      .replace(/[\p{Cc}\p{Cf}]/gu, '')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, 32)
    .join('')
    .trim();
}

const BASE = 'http://same-site.invalid';

/**
 * A same-site relative path to send the browser back to, else '/'. Absolute URLs,
 * protocol-relative '//host' and backslash tricks are refused (open redirect).
 * With `params`, returns the path with those query parameters set.
 */
export function returnToWith(raw: string | undefined, params: Record<string, string> = {}): string {
  let path = '/';
  if (raw && raw.length <= 512 && raw.startsWith('/') && !/^\/[/\\]/.test(raw) && !/[\p{Cc}\\]/u.test(raw)) {
    try {
      const u = new URL(raw, BASE);
      if (u.origin === BASE) path = u.pathname + u.search + u.hash;
    } catch {
      // stays '/'
    }
  }
  if (Object.keys(params).length === 0) return path;
  const u = new URL(path, BASE);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.pathname + u.search + u.hash;
}
