// The standalone draw verifier: recomputes a fast lottery draw from its published proof.
//   npm run verify:draw -- <proof.json>
//   npm run verify:draw -- http://localhost:3000/lotto/lgw/draws/SSC1/20261125-0001/proof [merchant]
// Exit code 0 when the seed matches its commitment and the result is the derivation, 1 otherwise.
import { readFileSync } from 'node:fs';
import { verifyProof, type DrawProof } from '../packages/contract/src/lottery/verify.js';

async function load(
  source: string,
  merchant?: string,
): Promise<DrawProof & { beaconSource?: string; beaconVerifiable?: boolean }> {
  if (/^https?:\/\//.test(source)) {
    const res = await fetch(source, { headers: merchant ? { merchant } : {} });
    const body = (await res.json()) as { success: boolean; value?: DrawProof; code?: string };
    if (!body.success || !body.value) throw new Error(`the proof was not answered: ${body.code ?? res.status}`);
    return body.value;
  }
  const json = JSON.parse(readFileSync(source, 'utf8')) as DrawProof | { value: DrawProof };
  return 'value' in json ? json.value : json;
}

const [source, merchant] = process.argv.slice(2);
if (!source) {
  console.error('usage: verify-draw <proof.json | proof URL> [merchant]');
  process.exit(2);
}
const proof = await load(source, merchant);
const v = await verifyProof(proof);
console.log(`draw        ${proof.gameCode} ${proof.drawNo} (${proof.family})`);
console.log(`commitment  ${v.commitOk ? 'matches SHA-256(seed)' : 'DOES NOT match SHA-256(seed)'}`);
console.log(`result      published ${proof.result.join(',')}, recomputed ${v.recomputed?.join(',') ?? '-'}`);
if (proof.beaconVerifiable === false)
  console.log(`beacon      ${proof.beaconSource}: local demo beacon, not publicly verifiable`);
if (v.problem) console.log(`problem     ${v.problem}`);
console.log(v.ok ? 'VERIFIED' : 'NOT VERIFIED');
process.exit(v.ok ? 0 : 1);
