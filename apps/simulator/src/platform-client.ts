import { randomBytes } from 'node:crypto';
import { API } from '@playhouse/contract';
import { SEAMLESS_HEADERS, signSeamless, vendorSecretsOf, type SeamlessOp } from '@playhouse/contract/server';

/**
 * The simulator's client of the platform's seamless wallet API, behaving like a real provider:
 * - every call times out after 3 s and is retried (same body, same txId) on a timeout, a
 *   network error, a 5xx or a transient 4xx (408, 425, 429); when the attempts run out, `call`
 *   throws: the outcome is unknown (the platform may have applied it), see rounds.ts' Outbox;
 * - `lostAnswerRate`: the answer is dropped as if it timed out, so the call is retried;
 * - `duplicateRate`: the same signed request is sent twice at once (a duplicate callback);
 * - `lateRollbackRate` (see playSeamlessRound): a bet whose answer "timed out" is rolled back,
 *   half of the time before the bet itself reaches the platform.
 * Chaos applies to money calls (bet, win, rollback) only: authenticate spends a one-time token.
 */

export interface Behaviour {
  duplicateRate: number;
  lostAnswerRate: number;
  lateRollbackRate: number;
}
export const QUIET: Behaviour = { duplicateRate: 0, lostAnswerRate: 0, lateRollbackRate: 0 };
/** `npm start` (demo mode): small rates, so the platform's idempotency is exercised all the time. */
export const DEMO_CHAOS: Behaviour = { duplicateRate: 0.05, lostAnswerRate: 0.05, lateRollbackRate: 0.03 };

export interface PlatformAnswer {
  status: number;
  body: { success: boolean; value?: any; code?: string; message?: string };
}

const CALL_TIMEOUT_MS = 3_000;
const TRANSIENT_4XX: ReadonlySet<number> = new Set([408, 425, 429]);
/** An answer that says "not now" rather than "no": the same call may be sent again. */
export const isTransient = (status: number) => status >= 500 || TRANSIENT_4XX.has(status);
const MAX_ATTEMPTS = 4;
const MONEY_OPS: ReadonlySet<SeamlessOp> = new Set(['bet', 'win', 'rollback']);

export type Log = (message: string) => void;

/** Who a call is signed as: the vendor, with its secret for the merchant of the session played. */
export interface Signer {
  merchantCode: string;
  vendor: string;
}

export class PlatformClient {
  private readonly secretOf: (merchantCode: string, vendor: string) => Promise<string | null>;

  constructor(
    private readonly platformUrl: string,
    master: string,
    readonly behaviour: Behaviour,
    private readonly log: Log,
    private readonly random: () => number = Math.random,
  ) {
    this.secretOf = vendorSecretsOf(master);
  }

  /** One logical call: retried until the platform answers (not transiently) or attempts run out. */
  async call(signer: Signer, op: SeamlessOp, body: object): Promise<PlatformAnswer> {
    const { vendor } = signer;
    const raw = JSON.stringify(body);
    const chaos = MONEY_OPS.has(op);
    let lastError = 'no attempt';
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      if (attempt > 1) await sleep(100 * attempt);
      try {
        const duplicate = chaos && this.random() < this.behaviour.duplicateRate;
        const sends = duplicate ? [this.send(signer, op, raw), this.send(signer, op, raw)] : [this.send(signer, op, raw)];
        const answers = await Promise.all(
          sends.map((s) =>
            s.then(
              (a) => a,
              (e: unknown) => e as Error,
            ),
          ),
        );
        if (duplicate) this.log(`duplicate ${op} callback sent for ${vendor} (${txOf(body)})`);
        const answer = answers.find((a): a is PlatformAnswer => !(a instanceof Error));
        if (!answer) throw answers[0] as Error;
        if (isTransient(answer.status)) {
          lastError = `HTTP ${answer.status}`;
          continue;
        }
        if (chaos && attempt < MAX_ATTEMPTS && this.random() < this.behaviour.lostAnswerRate) {
          this.log(`answer to ${op} ${txOf(body)} "lost"; retrying with the same txId`);
          continue;
        }
        return answer;
      } catch (e) {
        lastError = (e as Error).message;
        this.log(`${op} for ${vendor} failed (${lastError}); attempt ${attempt} of ${MAX_ATTEMPTS}`);
      }
    }
    throw new Error(`the platform did not answer ${op}: ${lastError}`);
  }

  /** Sends one signed request once (no retry): what a timed-out call leaves behind. */
  async send({ merchantCode, vendor }: Signer, op: SeamlessOp, raw: string): Promise<PlatformAnswer> {
    const ts = Date.now().toString();
    const secret = await this.secretOf(merchantCode ?? '', vendor);
    if (!secret) throw new Error(`no signing secret for merchant ${merchantCode} at ${vendor}`);
    const signature = await signSeamless(secret, ts, raw);
    const url = this.platformUrl + API.provider.seamless.replace(':vendor', encodeURIComponent(vendor)).replace(':op', op);
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SEAMLESS_HEADERS.timestamp]: ts, [SEAMLESS_HEADERS.signature]: signature },
      body: raw,
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await res.text();
    let body: PlatformAnswer['body'];
    try {
      body = JSON.parse(text) as PlatformAnswer['body'];
    } catch {
      body = { success: false, code: 'not_json', message: text.slice(0, 200) };
    }
    return { status: res.status, body };
  }
}

export const newId = (prefix: string) => `${prefix}${randomBytes(9).toString('hex')}`;
const txOf = (body: object) => ('txId' in body ? String(body.txId) : '');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
