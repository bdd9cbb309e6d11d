/**
 * Content tokens of the official products. A content is a list of tokens separated by `,`, no
 * spaces; a number is written with exactly its width ("07", never "7": a Vietnamese 2-digit
 * number always is), tags in lowercase. A repeat (two tokens naming the same bet) is malformed.
 */

/** A token of exactly `width` digits, or null. */
export function digitToken(width: number): (token: string) => string | null {
  const re = new RegExp(`^\\d{${width}}$`);
  return (token) => (re.test(token) ? token : null);
}

/** A token among `tags`, or null. */
export function tagToken(tags: readonly string[]): (token: string) => string | null {
  return (token) => (tags.includes(token) ? token : null);
}

/**
 * The distinct canonical tokens of a content (at least `min`), or null on an empty content, a
 * bad token or a repeat. `canonical` maps a token to the bet it names ("321" → "123" for 3 tod).
 */
export function parseList(text: string, canonical: (token: string) => string | null, min = 1): string[] | null {
  if (text === '') return null;
  const out: string[] = [];
  for (const token of text.split(',')) {
    const c = canonical(token);
    if (c === null || out.includes(c)) return null;
    out.push(c);
  }
  return out.length >= min ? out : null;
}

/** Every distinct arrangement of a number's digits, ascending ("1123" has 12). */
export function permutations(number: string): string[] {
  if (number.length <= 1) return [number];
  const out = new Set<string>();
  for (let i = 0; i < number.length; i++) {
    for (const rest of permutations(number.slice(0, i) + number.slice(i + 1))) out.add(number[i] + rest);
  }
  return [...out].sort();
}

/** The digits of a number in ascending order: one key for all its arrangements. */
export function sortedDigits(number: string): string {
  return [...number].sort().join('');
}

/** Occurrences of `x` in `list`. */
export function occurrences(list: readonly string[], x: string): number {
  let n = 0;
  for (const y of list) if (y === x) n++;
  return n;
}
