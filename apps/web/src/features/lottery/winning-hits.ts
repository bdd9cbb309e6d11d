import { DRAW_FORMATS, type AnyPlay, type Family, type Hit } from '@playhouse/contract/lottery';
import type { PickLayout, Picks } from './pick-layout';

/**
 * The pricing (N, k) of the picks' winning elementary bets, found by settling the content against
 * results, since a play exposes its prices only through settle(). Small families are enumerated;
 * for the others a result built from the picks (a digit of each row at its position, a group's
 * repeats in its window) comes first, then a fixed pseudo-random sample. The slip shows the best
 * single hit as the possible win, so missing a rarer (N, k) can only understate it.
 */
const SAMPLE = 12_000;
const ENOUGH_WINS = 300;

function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomResult(family: Family, rand: () => number): number[] {
  const f = DRAW_FORMATS[family];
  if (!f.distinct) return Array.from({ length: f.length }, () => f.min + Math.floor(rand() * (f.max - f.min + 1)));
  const pool = Array.from({ length: f.max - f.min + 1 }, (_, i) => f.min + i);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, f.length);
}

/** Every result of a family small enough to list (K3: 216 throws, PC28: 1,000 draws). */
function allResults(family: Family): number[][] | null {
  const f = DRAW_FORMATS[family];
  const size = (f.max - f.min + 1) ** f.length;
  if (f.distinct || size > 1000) return null;
  return Array.from({ length: size }, (_, n) =>
    Array.from({ length: f.length }, (_, p) => f.min + (Math.floor(n / (f.max - f.min + 1) ** p) % (f.max - f.min + 1))),
  );
}

/** Results built from the picks: each numeric row's picks at their position or along the window. */
function builtResults(family: Family, layout: PickLayout, picks: Picks, rand: () => number): number[][] {
  const f = DRAW_FORMATS[family];
  const out: number[][] = [];
  for (let shift = 0; shift < 6; shift++) {
    const r = randomResult(family, rand);
    const seq: number[] = [];
    layout.rows.forEach((row, i) => {
      if (!row.numeric) return;
      const p = picks[i]!.map(Number);
      if (p.length === 0) return;
      const turned = [...p.slice(shift % p.length), ...p.slice(0, shift % p.length)];
      if (row.at !== undefined) r[row.at] = turned[0]!;
      else for (const v of turned) for (let k = 0; k < (row.repeat ?? 1); k++) seq.push(v);
    });
    const slots = layout.window ?? Array.from({ length: f.length }, (_, i) => i);
    seq.slice(0, slots.length).forEach((v, i) => (r[slots[i]!] = v));
    if (f.distinct) {
      // Keep the first of a repeated number; the later ones take numbers not drawn yet.
      const unused = Array.from({ length: f.max - f.min + 1 }, (_, i) => f.min + i).filter((v) => !r.includes(v));
      const seen = new Set<number>();
      for (let i = 0; i < r.length; i++) {
        if (seen.has(r[i]!)) r[i] = unused.shift()!;
        seen.add(r[i]!);
      }
    }
    out.push(r);
  }
  return out;
}

export function winningHits(play: AnyPlay, text: string, layout: PickLayout, picks: Picks): Hit[] {
  const content: unknown = play.parse(text);
  if (content === null) return [];
  const rand = mulberry32(0x5eed);
  const found = new Map<string, Hit>();
  let wins = 0;
  const tryResult = (r: number[]) => {
    const o = play.settle(content, r);
    for (const h of o.hits) found.set(`${h.outcomes}/${h.covered}`, { outcomes: h.outcomes, covered: h.covered, count: 1 });
    if (o.hits.length > 0) wins++;
  };
  const all = allResults(play.family);
  if (all) all.forEach(tryResult);
  else {
    builtResults(play.family, layout, picks, rand).forEach(tryResult);
    for (let i = 0; i < SAMPLE && wins < ENOUGH_WINS; i++) tryResult(randomResult(play.family, rand));
  }
  return [...found.values()];
}
