// Rate limits counted in PostgreSQL, whichever server answers: a burst of registration attempts
// from each of several source addresses (extra addresses on the cluster's bridge; the balancer
// says who the client is, TRUST_PROXY believes only the balancer). Each address's counter must
// equal what it sent, and exactly the limit's worth of attempts get past it.
import http from 'node:http';
import { API } from '@playhouse/contract';
import type { Db } from '../../apps/server/src/db/database.js';
import { REGISTER_ATTEMPTS_PER_IP } from '../../apps/server/src/modules/account/index.js';
import { sh } from './cluster.js';
import { MERCHANT } from './players.js';

export const SOURCES = ['10.77.0.101', '10.77.0.102', '10.77.0.103'];
const PER_SOURCE = 15;

function post(web: string, from: string, path: string, body: unknown): Promise<{ status: number; code?: string }> {
  const url = new URL(web);
  const raw = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', merchant: MERCHANT, 'content-length': Buffer.byteLength(raw) },
        timeout: 10_000,
      },
      (res) => {
        let text = '';
        res.on('data', (c) => (text += c));
        // The balancer's own error pages (a 502 while no server answers) are HTML.
        res.on('end', () => {
          let code: string | undefined;
          try {
            code = (JSON.parse(text || '{}') as { code?: string }).code;
          } catch {
            code = undefined;
          }
          resolve({ status: res.statusCode ?? 0, code });
        });
      },
    );
    req.on('error', () => resolve({ status: 0 }));
    req.on('timeout', () => req.destroy());
    req.end(raw);
  });
}

export interface SourceCount {
  source: string;
  sent: number;
  passed: number;
  refused: number;
  counted: number;
  lost: number;
}

/** The burst: PER_SOURCE attempts from each address at once (a form the rules refuse after the count). */
export async function rateLimitBurst(db: Db, web: string, merchantId: string): Promise<SourceCount[]> {
  for (const s of SOURCES) sh('ip', ['addr', 'replace', `${s}/24`, 'dev', 'ph-br']);
  try {
    const keys = SOURCES.map((s) => `register:ip:${merchantId}:${s}`);
    await db.deleteFrom('rate_limits').where('key', 'in', keys).execute();
    const answers = await Promise.all(
      SOURCES.map((s) =>
        Promise.all(
          Array.from({ length: PER_SOURCE }, () => post(web, s, API.member.register, { username: 'x', password: 'y' })),
        ),
      ),
    );
    const counted = new Map(
      (await db.selectFrom('rate_limits').select(['key', 'hits']).where('key', 'in', keys).execute()).map((r) => [r.key, r.hits]),
    );
    return SOURCES.map((s, i) => ({
      source: s,
      sent: PER_SOURCE,
      passed: answers[i]!.filter((a) => a.code === 'validation_failed').length,
      refused: answers[i]!.filter((a) => a.code === 'too_many_requests').length,
      counted: counted.get(keys[i]!) ?? 0,
      lost: answers[i]!.filter((a) => a.status === 0 || a.status >= 500).length,
    }));
  } finally {
    for (const s of SOURCES) sh('ip', ['addr', 'del', `${s}/24`, 'dev', 'ph-br'], true);
  }
}

export const REGISTER_LIMIT = REGISTER_ATTEMPTS_PER_IP;
