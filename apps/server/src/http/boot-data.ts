import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOOT_CALLS, BOOT_DATA_ELEMENT_ID, BOOT_LANGUAGE, HEADERS, type BootCall, type BootData } from '@playhouse/contract';

/**
 * What a page request hands on to its boot calls: the host (which names the merchant, as for a
 * call without a Merchant header) and what the API reads the client's address and country from.
 * Never the cookies or the authorization: boot answers are public, the same for every visitor
 * of the host but for the status's address.
 */
const CARRIED = ['host', 'x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-real-ip', 'cf-ipcountry', 'x-country'];

/**
 * The boot data of a page request (contract boot.ts): each boot call answered in-process through
 * the API itself (app.inject: the same hooks, merchant resolution and cached answers as a
 * browser's call), so the data cannot drift from what the app would fetch. Null when the host
 * names no merchant (the app then shows its invalid-URL screen from its own call).
 */
export async function bootDataFor(app: FastifyInstance, req: FastifyRequest): Promise<BootData | null> {
  const headers: Record<string, string> = { [HEADERS.language]: BOOT_LANGUAGE };
  for (const name of CARRIED) {
    const v = req.headers[name];
    if (typeof v === 'string') headers[name] = v;
  }
  const answered = await Promise.all(
    Object.entries(BOOT_CALLS).map(async ([name, c]) => {
      const url = 'query' in c ? `${c.path}?${new URLSearchParams(c.query).toString()}` : c.path;
      const res = await app.inject({ method: 'GET', url, headers, remoteAddress: req.socket.remoteAddress });
      const body = res.statusCode === 200 ? (res.json() as { success?: boolean; value?: unknown }) : null;
      return body?.success === true ? ([name as BootCall, body.value] as const) : null;
    }),
  );
  const answers = Object.fromEntries(answered.filter((a) => a !== null));
  const route = answers.domainRoute as { merchantCode?: unknown } | undefined;
  if (typeof route?.merchantCode !== 'string') return null;
  return { merchantCode: route.merchantCode, language: BOOT_LANGUAGE, answers };
}

/**
 * The page's HTML with the boot data as a JSON block at the end of <head>: a data block is
 * never run, so the CSP's script hashes stay as they are. Every "<" is escaped, so no merchant
 * text can close the block.
 */
export function withBootData(html: string, boot: BootData): string {
  const json = JSON.stringify(boot)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return html.replace('</head>', `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${json}</script>\n</head>`);
}
