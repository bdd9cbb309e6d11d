import type { NameStyle } from './vendors.js';
import { ADJECTIVES, BRANDS, CARD_GAMES, LIVE_TABLES, NOUNS, PLACES, type Word } from './words.js';

/** A small, fast, seeded PRNG (mulberry32): the same seed gives the same catalog on every run. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!,
  };
}
export type Prng = ReturnType<typeof prng>;

const join = (...parts: Word[]): Word => ({ EN: parts.map((p) => p.EN).join(' '), TY: parts.map((p) => p.TY).join(' ') });
const same = (s: string): Word => ({ EN: s, TY: s });

/** One generated name of a style; callers make it unique. */
export function nameOf(style: NameStyle, r: Prng): Word {
  switch (style) {
    case 'slot': {
      // Weighted towards the large combinations, so that editions ("… 2") stay few.
      const form = r.int(10);
      if (form === 0) return join(r.pick(ADJECTIVES), r.pick(NOUNS));
      if (form === 1) return join(r.pick(NOUNS), same(r.pick(BRANDS)));
      if (form <= 5) return join(r.pick(ADJECTIVES), r.pick(NOUNS), same(r.pick(BRANDS)));
      const noun = form === 6 ? r.pick(NOUNS) : join(r.pick(ADJECTIVES), r.pick(NOUNS));
      const place = r.pick(PLACES);
      return { EN: `${noun.EN} of ${place.EN}`, TY: `${noun.TY} ng ${place.TY}` };
    }
    case 'fish': {
      const noun = r.pick(NOUNS);
      if (r.int(2) === 0) return { EN: `${noun.EN} Fishing`, TY: `Pangingisda ng ${noun.TY}` };
      const adj = r.pick(ADJECTIVES);
      return { EN: `${adj.EN} ${noun.EN} Hunter`, TY: `Mangangaso ng ${adj.TY} ${noun.TY}` };
    }
    case 'live':
      // Live tables are numbered: "Baccarat", "Baccarat 2", … (uniqueNames adds the number).
      return r.pick(LIVE_TABLES);
    case 'cards': {
      const game = r.pick(CARD_GAMES);
      return r.int(2) === 0 ? join(r.pick(ADJECTIVES), game) : join(game, same(r.pick(BRANDS)));
    }
  }
}

/** Makes names unique across the catalog with an edition number ("Golden Dragon 2"). */
export function uniqueNames() {
  const seen = new Map<string, number>();
  return (name: Word): Word => {
    let n = seen.get(name.EN) ?? 0;
    let out = name;
    while (seen.has(out.EN)) {
      n += 1;
      out = { EN: `${name.EN} ${n + 1}`, TY: `${name.TY} ${n + 1}` };
    }
    seen.set(name.EN, n);
    seen.set(out.EN, 0);
    return out;
  };
}
