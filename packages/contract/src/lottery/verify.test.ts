import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bytesToHex, commitOf, deriveResult, DERIVATION_VERSION } from './derivation.js';
import { verifyProof } from './verify.js';

const seed = new Uint8Array(32).map((_, i) => (i * 37 + 11) % 256);
const beaconRandomness = 'ab'.repeat(32);
const proof = {
  gameCode: 'SSC1',
  drawNo: '20261125-0721',
  family: 'SSC',
  commit: await commitOf(seed),
  seed: bytesToHex(seed),
  beaconRandomness,
  result: await deriveResult('SSC', { seed, gameCode: 'SSC1', drawNo: '20261125-0721', beaconRandomness }),
  derivation: DERIVATION_VERSION,
};

describe('draw proof verification', () => {
  it('accepts an honest proof and refuses any changed part', async () => {
    expect(await verifyProof(proof)).toMatchObject({ ok: true, commitOk: true, resultOk: true });
    const other = [...proof.result];
    other[0] = (other[0]! + 1) % 10;
    expect(await verifyProof({ ...proof, result: other })).toMatchObject({ ok: false, commitOk: true, resultOk: false });
    expect(await verifyProof({ ...proof, commit: '0'.repeat(64) })).toMatchObject({ ok: false, commitOk: false });
    expect((await verifyProof({ ...proof, drawNo: '20261125-0722' })).resultOk).toBe(false);
    expect((await verifyProof({ ...proof, beaconRandomness: 'cd'.repeat(32) })).resultOk).toBe(false);
    expect((await verifyProof({ ...proof, seed: 'zz' })).problem).toMatch(/hex/);
    expect((await verifyProof({ ...proof, derivation: 'v0' })).problem).toMatch(/derivation/);
  });

  it('the command-line verifier says VERIFIED (exit 0) or NOT VERIFIED (exit 1)', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const dir = mkdtempSync(path.join(tmpdir(), 'proof-'));
    const run = (p: unknown) => {
      const file = path.join(dir, `${Math.random()}.json`);
      writeFileSync(file, JSON.stringify({ success: true, value: p }));
      return spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/verify-draw.ts'), file], {
        encoding: 'utf8',
      });
    };
    const good = run(proof);
    expect([good.status, good.stdout]).toEqual([0, expect.stringContaining('VERIFIED')]);
    const bad = run({
      ...proof,
      result: [9, 9, 9, 9, 9].every((n, i) => n === proof.result[i]) ? [0, 0, 0, 0, 0] : [9, 9, 9, 9, 9],
    });
    expect([bad.status, bad.stdout]).toEqual([1, expect.stringContaining('NOT VERIFIED')]);
  }, 30_000);
});
