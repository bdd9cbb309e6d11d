import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * Test helpers for social sign-in: a real OpenID provider (oidc-provider with its dev
 * login and consent pages) on 127.0.0.1, and a tiny browser that follows redirects,
 * keeps cookies per origin and submits the provider's forms.
 */

export interface TestIdp {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Creates the provider once the app's origin (for the registered redirect URIs) is known. */
  register(appOrigin: string): void;
  close(): Promise<void>;
}

/** Accounts of the test provider: any login name is an account; its name is the subject. */
function claimsOf(sub: string) {
  return {
    sub,
    email: `${sub}@mail.test`,
    // A login containing 'unverified' stands for an address the provider has not verified.
    email_verified: !sub.includes('unverified'),
    name: `Player ${sub}`,
  };
}

export async function startTestIdp(): Promise<TestIdp> {
  let handler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer((req, res) => {
    if (handler) return handler(req, res);
    res.statusCode = 503;
    res.end('provider not registered yet');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'playhouse-test';
  const clientSecret = 'playhouse-test-secret-0123456789abcdef';
  return {
    issuer,
    clientId,
    clientSecret,
    register(appOrigin) {
      const provider = new Provider(issuer, {
        clients: [
          {
            client_id: clientId,
            client_secret: clientSecret,
            redirect_uris: ['google', 'facebook'].map((p) => `${appOrigin}/wps/session/social/${p}/callback`),
            grant_types: ['authorization_code'],
            response_types: ['code'],
            token_endpoint_auth_method: 'client_secret_post',
          },
        ],
        findAccount: async (_ctx, id) => ({ accountId: id, claims: () => claimsOf(id) }),
        claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], public_profile: ['name'] },
        cookies: { keys: ['test-provider-cookie-key'] },
        features: { devInteractions: { enabled: true } },
        // Explicit lifetimes keep the provider from printing a notice for each default.
        ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
      });
      handler = provider.callback();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface SignInTrip {
  /** The provider's redirect back to the app, as the browser requested it. */
  callbackUrl: URL | null;
  /** Where the app finally sent the browser (path and query). */
  location: string | null;
  /** Status of the last response when the trip ended without a final redirect. */
  status: number;
}

/** A browser: cookies per origin (paths ignored, which is enough here), manual redirects. */
export class TestBrowser {
  private jar = new Map<string, Map<string, string>>();

  cookieHeader(url: URL): string {
    return [...(this.jar.get(url.origin) ?? new Map<string, string>())].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(url: URL, init: { method?: string; body?: URLSearchParams } = {}): Promise<Response> {
    const res = await fetch(url, {
      method: init.method ?? 'GET',
      redirect: 'manual',
      headers: { cookie: this.cookieHeader(url), 'user-agent': 'test-browser' },
      ...(init.body ? { body: init.body } : {}),
    });
    const cookies = this.jar.get(url.origin) ?? new Map<string, string>();
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    this.jar.set(url.origin, cookies);
    return res;
  }

  /**
   * Starts at the app's start URL and plays the user: signs in at the provider as
   * `subject` and consents (or cancels), until the app's callback answers (or just
   * before it is requested, with stopBeforeCallback).
   */
  async signIn(startUrl: URL, opts: { subject: string; cancel?: boolean; stopBeforeCallback?: boolean }): Promise<SignInTrip> {
    let url = startUrl;
    let init: { method?: string; body?: URLSearchParams } = {};
    let callbackUrl: URL | null = null;
    for (let step = 0; step < 20; step++) {
      const isCallback = /^\/wps\/session\/social\/[^/]+\/callback$/.test(url.pathname);
      if (isCallback) callbackUrl = url;
      if (isCallback && opts.stopBeforeCallback) return { callbackUrl, location: null, status: 0 };
      const res = await this.request(url, init);
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        // The callback's answer ends the trip; so does a start that sends the browser home.
        const refusedStart = url.pathname.endsWith('/start') && location.startsWith('/');
        if (isCallback || refusedStart) return { callbackUrl, location, status: res.status };
        url = new URL(location, url);
        init = {};
        continue;
      }
      if (res.status === 200 && url.pathname.startsWith('/interaction/')) {
        const html = await res.text();
        if (opts.cancel) {
          url = new URL(`${url.pathname}/abort`, url);
          init = {};
        } else if (html.includes('name="prompt" value="login"')) {
          init = { method: 'POST', body: new URLSearchParams({ prompt: 'login', login: opts.subject, password: 'any' }) };
        } else {
          init = { method: 'POST', body: new URLSearchParams({ prompt: 'consent' }) };
        }
        continue;
      }
      return { callbackUrl, location: null, status: res.status };
    }
    throw new Error('sign-in trip did not end');
  }
}
