import {
  laoView,
  RESULT_SHAPES,
  type LaoResult,
  type OfficialResult,
  type OfficialResultRow,
  type ResultKind,
} from '@playhouse/contract/lottery';

/** One prize row of a board: its tier and numbers, as published. */
export interface TierRow {
  readonly tier: string;
  readonly numbers: readonly string[];
}

/** A result's tiers in prize order (RESULT_SHAPES): the North's ĐB, G1 … G7, Thai's first prize … */
export function tierRows(kind: ResultKind, result: OfficialResult): TierRow[] {
  return Object.keys(RESULT_SHAPES[kind]).map((tier) => ({ tier, numbers: result[tier] ?? [] }));
}

/** The rows of one draw day, in the order the answer lists them. */
export interface DrawGroup {
  readonly drawNo: string;
  readonly kind: ResultKind;
  readonly rows: readonly OfficialResultRow[];
}

/** Results rows grouped by draw (and kind), newest first as the answer lists them. */
export function groupByDraw(rows: readonly OfficialResultRow[]): DrawGroup[] {
  const out: { drawNo: string; kind: ResultKind; rows: OfficialResultRow[] }[] = [];
  for (const row of rows) {
    const group = out.find((g) => g.drawNo === row.drawNo && g.kind === row.kind);
    if (group) group.rows.push(row);
    else out.push({ drawNo: row.drawNo, kind: row.kind, rows: [row] });
  }
  return out;
}

/** Stations side by side, one column each, rows from the lowest prize up (G8 … ĐB), as MN / MT boards read. */
export interface StationTable {
  readonly stations: readonly OfficialResultRow[];
  readonly rows: readonly { readonly tier: string; readonly cells: readonly (readonly string[])[] }[];
}

export function stationTable(stations: readonly OfficialResultRow[]): StationTable {
  const tiers = Object.keys(RESULT_SHAPES.VN_STATION).reverse();
  return {
    stations,
    rows: tiers.map((tier) => ({ tier, cells: stations.map((s) => s.result?.[tier] ?? []) })),
  };
}

/** A number split before its last two digits, so the board can highlight the lô ending ("12345" → ["123", "45"]). */
export function loEnding(n: string): [string, string] {
  return [n.slice(0, -2), n.slice(-2)];
}

/** The Lao number and what its products read: the last four digits, 3 top, 2 top and 2 bottom. */
export function laoReads(result: OfficialResult): { number: string; four: string; top3: string; top2: string; bottom2: string } {
  const number = result.number?.[0] ?? '';
  return { number, four: number.slice(-4), ...laoView(result as LaoResult) };
}

/** How a board labels a row: void (with its reason), waiting for its result, or a result with its marks. */
export function rowMarks(row: OfficialResultRow): { simulated: boolean; corrected: boolean; void: boolean; awaiting: boolean } {
  return {
    simulated: row.origin === 'simulator',
    corrected: row.version >= 2,
    void: row.state === 'void',
    awaiting: row.state !== 'void' && row.result === null,
  };
}

/**
 * The lô tô table beside a VN board: every prize's last two digits by their head (tens) digit,
 * each head's tails in order, with repeats (a number drawn twice shows twice).
 */
export function loTable(kind: 'VN_MB' | 'VN_STATION', result: OfficialResult): string[][] {
  const heads = Array.from({ length: 10 }, (): string[] => []);
  for (const row of tierRows(kind, result))
    for (const n of row.numbers) {
      const two = n.slice(-2);
      heads[Number(two[0])]!.push(two[1]!);
    }
  return heads.map((tails) => tails.sort());
}
