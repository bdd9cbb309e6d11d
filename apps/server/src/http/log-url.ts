import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential: the websocket's and sign-in hand-off's ?token=,
 * the BGS game's one-time ?launch=, the OAuth callback's code and state, and any *token or
 * *secret name. Their values never reach the logs.
 */
const SECRET_PARAM = /^(launch|code|state|session|key|sign|signature|password|ticket)$|token$|secret$/i;

/** The URL with every credential-bearing query value replaced by [redacted]. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as sent; it is not a known credential parameter.
      }
      return eq >= 0 && SECRET_PARAM.test(name) ? `${rawName}=[redacted]` : pair;
    });
  return `${url.slice(0, q)}?${parts.join('&')}`;
}

/** Fastify's request log line, with the URL's credentials redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
