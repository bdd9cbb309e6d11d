import { z } from 'zod';
import { BET_STATUSES } from '@playhouse/contract';
import { SEAMLESS_HEADERS, signSeamless } from '@playhouse/contract/server';
import type { LaunchRequest, ProviderAdapter, PulledBet, TransferCall, TransferOutcome } from './provider-adapter.js';
import { IN_HOUSE_VENDOR } from './vendor-secrets.js';

/**
 * The vendor simulator (apps/simulator) as a provider: it serves every catalog vendor except
 * our in-house BGS in demo mode and tests. Launches open its generic game page; transfer-mode
 * vendors are driven through its transfer API (@playhouse/contract/server, transfer-protocol.ts: POST
 * /vendor/:vendor/{transfer,transfer-status,balance,bets}, signed like the seamless API with
 * the vendor's secret for the merchant from the shared store, which SIMULATOR_SECRET seeded).
 *
 * Every call has a short timeout: a transfer that times out or fails at the transport is
 * 'unknown' (it stays pending and reconciliation asks again); only a definite answer from the
 * vendor (status failed, or a 4xx refusal) is 'failed'.
 */
export class SimulatorAdapter implements ProviderAdapter {
  readonly name = 'Vendor simulator';

  constructor(
    private readonly baseUrl: string,
    /** The vendor's secret for a merchant, from the shared store (secretByMerchantCode). */
    private readonly secretOf: (merchantCode: string, vendor: string) => Promise<string | null>,
    private readonly timeoutMs = 3_000,
  ) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
  }

  serves(vendor: string): boolean {
    return vendor !== IN_HOUSE_VENDOR;
  }

  async launchUrl(req: LaunchRequest): Promise<string> {
    const q = new URLSearchParams({
      vendor: req.vendor,
      game: req.gameCode,
      token: req.launchToken,
      lobby: req.lobbyUrl,
      merchant: req.merchantCode,
      lang: req.language,
      wallet: req.walletMode,
    });
    return `${this.baseUrl}/play?${q.toString()}`;
  }

  transferIn(call: TransferCall): Promise<TransferOutcome> {
    return this.transfer(call, 'in');
  }

  transferOut(call: TransferCall): Promise<TransferOutcome> {
    return this.transfer(call, 'out');
  }

  async transferStatus(call: TransferCall): Promise<'confirmed' | 'failed' | 'not_found'> {
    const a = await this.post(call.vendor, 'transfer-status', { merchantCode: call.merchantCode, transferId: call.transferId });
    const status = (a.value as { status?: unknown } | undefined)?.status;
    if (a.status !== 200 || (status !== 'confirmed' && status !== 'failed' && status !== 'not_found')) {
      throw new Error(`simulator transfer-status answered ${a.status}`);
    }
    return status;
  }

  async pullBets(
    merchantCode: string,
    vendor: string,
    cursor: string | null,
  ): Promise<{ bets: PulledBet[]; cursor: string | null }> {
    const a = await this.post(vendor, 'bets', { merchantCode, cursor });
    const v = a.value as { bets?: unknown[]; cursor?: string } | undefined;
    if (a.status !== 200 || !v || !Array.isArray(v.bets)) throw new Error(`simulator bets answered ${a.status}`);
    const bets: PulledBet[] = [];
    for (const raw of v.bets) {
      const b = vendorBet.safeParse(raw);
      if (!b.success) {
        console.warn(`simulator ${vendor}: skipped a malformed bet record (${b.error.issues[0]?.path.join('.')})`);
        continue;
      }
      bets.push({
        vendor,
        playerId: b.data.playerId,
        roundId: b.data.roundId,
        gameCode: b.data.gameCode,
        stake: BigInt(b.data.stake),
        validBet: BigInt(b.data.validBet),
        win: BigInt(b.data.win),
        status: b.data.status,
        placedAt: new Date(b.data.placedAt),
        settledAt: b.data.settledAt ? new Date(b.data.settledAt) : null,
      });
    }
    return { cursor: typeof v.cursor === 'string' ? v.cursor : cursor, bets };
  }

  private async transfer(call: TransferCall, direction: 'in' | 'out'): Promise<TransferOutcome> {
    let a: { status: number; value: unknown };
    try {
      a = await this.post(call.vendor, 'transfer', {
        merchantCode: call.merchantCode,
        playerId: call.playerId,
        direction,
        amount: call.amount.toString(),
        transferId: call.transferId,
      });
    } catch {
      return 'unknown'; // timeout or connection error: the vendor may or may not have it
    }
    const status = (a.value as { status?: unknown } | undefined)?.status;
    if (a.status === 200 && (status === 'confirmed' || status === 'failed')) return status;
    // A refusal (bad signature, conflicting transfer id, bad request) certainly moved nothing.
    if (a.status >= 400 && a.status < 500) return 'failed';
    return 'unknown';
  }

  /** Signed with the vendor's secret for the merchant the body names (secrets are per merchant). */
  private async post(
    vendor: string,
    path: string,
    body: { merchantCode: string; [k: string]: unknown },
  ): Promise<{ status: number; value: unknown }> {
    const raw = JSON.stringify(body);
    const ts = Date.now().toString();
    const secret = await this.secretOf(body.merchantCode, vendor);
    if (!secret) throw new Error(`no signing secret for ${body.merchantCode}/${vendor}`);
    const signature = await signSeamless(secret, ts, raw);
    const res = await fetch(`${this.baseUrl}/vendor/${encodeURIComponent(vendor)}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SEAMLESS_HEADERS.timestamp]: ts, [SEAMLESS_HEADERS.signature]: signature },
      body: raw,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const answer = (await res.json().catch(() => ({}))) as { value?: unknown };
    return { status: res.status, value: answer.value };
  }
}

/**
 * A bet record as the vendor sends it. Checked one by one: a malformed record is skipped (and
 * logged) rather than stopping every later pull on the page that holds it.
 */
const vendorBet = z.object({
  playerId: z.string().min(1).max(64),
  roundId: z.string().min(1).max(64),
  gameCode: z.string().min(1).max(64),
  stake: z.string().regex(/^\d{1,18}$/),
  validBet: z.string().regex(/^\d{1,18}$/),
  win: z.string().regex(/^\d{1,18}$/),
  status: z.enum(BET_STATUSES),
  placedAt: z.string().datetime({ offset: true }),
  settledAt: z.string().datetime({ offset: true }).nullable(),
});
