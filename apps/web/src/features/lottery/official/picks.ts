import type { AnyOfficialProduct } from '@playhouse/contract/lottery';

/**
 * Picks are the product's canonical numbers ("321" is "123" for 3 tod), in pick order: a cell is
 * on when its canonical number is picked, so every arrangement of a 3 tod number lights together.
 */
export function canonicalOf(product: AnyOfficialProduct, token: string): string | null {
  return product.numberOf(token);
}

/** Toggle one cell's number; a number the product does not take changes nothing. */
export function togglePick(product: AnyOfficialProduct, picks: readonly string[], token: string): string[] {
  const n = canonicalOf(product, token);
  if (n === null) return [...picks];
  return picks.includes(n) ? picks.filter((p) => p !== n) : [...picks, n];
}

/** Add numbers (a quick pick), skipping those the product does not take, those already picked and `blocked` ones. */
export function addPicks(
  product: AnyOfficialProduct,
  picks: readonly string[],
  tokens: readonly string[],
  blocked: (n: string) => boolean,
): string[] {
  const out = [...picks];
  for (const token of tokens) {
    const n = canonicalOf(product, token);
    if (n !== null && !out.includes(n) && !blocked(n)) out.push(n);
  }
  return out;
}

/**
 * Numbers typed by the player (wide numbers: 4D, lô 4), split on spaces, commas or new lines.
 * A token is taken when the product reads it alone (a 4D roll "R234" too), kept as the
 * product names it (a box by its digits in order); the rest are listed back as refused. Repeats are dropped.
 */
export function readTyped(product: AnyOfficialProduct, text: string): { picks: string[]; refused: string[] } {
  const picks: string[] = [];
  const refused: string[] = [];
  for (const raw of text.toUpperCase().split(/[\s,;]+/)) {
    if (raw === '') continue;
    // Every product's picks are its canonical tokens (a box's digits sorted, a roll as written).
    const parsed: unknown = product.parse(raw);
    const n = Array.isArray(parsed) && typeof parsed[0] === 'string' ? parsed[0] : null;
    if (n === null) refused.push(raw);
    else if (!picks.includes(n)) picks.push(n);
  }
  return { picks, refused };
}
