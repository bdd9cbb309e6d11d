import { pricingContextOf, pricingKeyOf, type OfficialDraw, type OfficialProductMenu } from '@playhouse/contract/lottery';

/** The draw on sale: one draw day (or one fast draw) and its sources still open, earliest close first. */
export interface Sale {
  readonly drawNo: string;
  readonly draws: readonly OfficialDraw[];
}

/** The earliest draw with an open source, and every open source of it; null while nothing sells. */
export function saleOf(onSale: readonly OfficialDraw[], now: number): Sale | null {
  const open = onSale.filter((d) => d.state === 'open' && now < Date.parse(d.closeAt));
  if (open.length === 0) return null;
  const first = open.reduce((a, b) => (Date.parse(b.closeAt) < Date.parse(a.closeAt) ? b : a));
  return { drawNo: first.drawNo, draws: open.filter((d) => d.drawNo === first.drawNo) };
}

/** A ticket may cover several sources when the day has several (MN / MT stations, 4D operators). */
export const severalSources = (sale: Sale): boolean => sale.draws.length > 1;

/**
 * The sources a ticket covers: those the player chose that are still on sale (one only when the
 * draw has one), else the first source of the draw, preselected.
 */
export function chosenSources(sale: Sale, wanted: readonly string[]): string[] {
  const kept = wanted.filter((s) => sale.draws.some((d) => d.source === s));
  if (kept.length === 0) return [sale.draws[0]!.source];
  return severalSources(sale) ? kept : kept.slice(0, 1);
}

/** The player toggles a source: added or removed, never the last one. */
export function toggleSource(chosen: readonly string[], source: string): string[] {
  if (!chosen.includes(source)) return [...chosen, source];
  return chosen.length > 1 ? chosen.filter((s) => s !== source) : [...chosen];
}

/** The earliest sales close of the chosen sources (ms), or null when none is on sale. */
export function closesAt(sale: Sale, sources: readonly string[]): number | null {
  const times = sale.draws.filter((d) => sources.includes(d.source)).map((d) => Date.parse(d.closeAt));
  return times.length ? Math.min(...times) : null;
}

/** A product's price per point on one draw (its source's pricing context), or null where it is not sold. */
export function priceOn(product: OfficialProductMenu, draw: OfficialDraw): bigint | null {
  const key = pricingKeyOf(pricingContextOf(draw.kind, draw.source));
  const pricing = product.pricing.find((p) => p.context === key);
  return pricing ? BigInt(pricing.price) : null;
}

/** "20260114" → "2026-01-14"; a fast draw "20260114-0731" → "2026-01-14 #0731". */
export function drawLabel(drawNo: string): string {
  const day = `${drawNo.slice(0, 4)}-${drawNo.slice(4, 6)}-${drawNo.slice(6, 8)}`;
  return drawNo.length > 8 ? `${day} #${drawNo.slice(9)}` : day;
}
