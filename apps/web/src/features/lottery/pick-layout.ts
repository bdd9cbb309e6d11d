import { SSC_WINDOWS, type AnyPlay, type Family, type SscWindow } from '@playhouse/contract/lottery';

/**
 * How the number picker lays out each play, and how picks become the play's wire text (each
 * play documents its format on its definition in contract/lottery/plays). The bet slip never
 * trusts this alone: it counts the text with the play's own parser (countContent).
 */
export interface PickRow {
  /** i18n key suffix of the row's label (lottery_row_<label>). */
  readonly label: string;
  /** Wire tokens offered, in display order. */
  readonly options: readonly string[];
  /** Numbers (quick picks apply) rather than tags (big, dragon…, shown translated). */
  readonly numeric: boolean;
  /** The result position the row reads, when it reads exactly one (positional plays). */
  readonly at?: number;
  /** How often each pick of the row appears in a result it wins on (group plays: pair 2, triple 3). */
  readonly repeat?: number;
}

export interface PickLayout {
  readonly rows: readonly PickRow[];
  /** Any-n direct: the positions are the rows picked in, written before a ";". */
  readonly anyN?: boolean;
  /** Result positions a single-row play reads (SSC windows), to build a result it wins on. */
  readonly window?: readonly number[];
}

const range = (from: number, to: number, pad = 0) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(pad, '0'));
const DIGITS = range(0, 9);
const BALLS = range(1, 11, 2);
const CARS = range(1, 10, 2);
const FACES = range(1, 6);
const SIZE_PARITY = ['big', 'small', 'odd', 'even'];

const num = (label: string, options: readonly string[], extra: Partial<PickRow> = {}): PickRow => ({
  label,
  options,
  numeric: true,
  ...extra,
});
const tags = (label: string, options: readonly string[], at?: number): PickRow => ({ label, options, numeric: false, at });
const one = (row: PickRow, window?: readonly number[]): PickLayout => ({ rows: [row], window });
/** One row per result position, labelled by the family's position names. */
const perPosition = (positions: readonly number[], make: (label: string, at: number) => PickRow, names: string) => ({
  rows: positions.map((p) => make(`${names}${p}`, p)),
});

const SSC_WINDOW_CODES: Record<string, SscWindow> = {
  '5S': 'five',
  F4: 'front4',
  B4: 'back4',
  F3: 'front3',
  M3: 'middle3',
  B3: 'back3',
  F2: 'front2',
  B2: 'back2',
};

/** SSC group plays written as two parts ("pair digits|single digits"): each part's label and repeat. */
const GROUP_PARTS: Record<string, readonly [string, number][]> = {
  GROUP60: [
    ['pair', 2],
    ['single', 1],
  ],
  GROUP30: [
    ['pair', 2],
    ['single', 1],
  ],
  GROUP12: [
    ['pair', 2],
    ['single', 1],
  ],
  GROUP20: [
    ['triple', 3],
    ['single', 1],
  ],
  GROUP4: [
    ['triple', 3],
    ['single', 1],
  ],
  GROUP10: [
    ['triple', 3],
    ['pair', 2],
  ],
  GROUP5: [
    ['quad', 4],
    ['single', 1],
  ],
};

function sscLayout(id: string): PickLayout | null {
  const fixed: Record<string, PickLayout> = {
    'SSC-FIXED-DIGIT': perPosition(SSC_WINDOWS.five, (l, at) => num(l, DIGITS, { at }), 'ssc'),
    'SSC-TOTAL-SIZEPARITY': one(tags('total', SIZE_PARITY)),
    'SSC-TWOSIDES-TOTAL': one(tags('total', SIZE_PARITY)),
    'SSC-DT-DRAGONTIGER': one(tags('dragonTiger', ['dragon', 'tiger', 'tie'])),
    'SSC-TWOSIDES-DRAGONTIGER': one(tags('dragonTiger', ['dragon', 'tiger'])),
    'SSC-TWOSIDES-TIE': one(tags('dragonTiger', ['tie'])),
    'SSC-TWOSIDES-POSITION': perPosition(SSC_WINDOWS.five, (l, at) => tags(l, SIZE_PARITY, at), 'ssc'),
  };
  if (fixed[id]) return fixed[id];
  if (/^SSC-ANY[234]-DIRECT$/.test(id))
    return { ...perPosition(SSC_WINDOWS.five, (l, at) => num(l, DIGITS, { at }), 'ssc'), anyN: true };
  const m = /^SSC-(5S|F4|B4|F3|M3|B3|F2|B2)-(\w+)$/.exec(id);
  if (!m) return null;
  const window = SSC_WINDOWS[SSC_WINDOW_CODES[m[1]!]!];
  const name = m[2]!;
  if (name === 'DIRECT') return perPosition(window, (l, at) => num(l, DIGITS, { at }), 'ssc');
  if (name === 'SIZEPARITY') return perPosition(window, (l, at) => tags(l, SIZE_PARITY, at), 'ssc');
  if (name === 'SUM') return one(num('sum', range(0, 9 * window.length)), window);
  if (name === 'SPAN') return one(num('span', DIGITS), window);
  const parts = GROUP_PARTS[name];
  if (parts) return { rows: parts.map(([label, repeat]) => num(label, DIGITS, { repeat })), window };
  if (/^(GROUP\d*|ANYPOS[12])$/.test(name)) return one(num('pick', DIGITS), window);
  return null;
}

function elevenFiveLayout(id: string): PickLayout | null {
  if (/^11X5-ANY-\dIN5$/.test(id) || /^11X5-FRONT[23]-GROUP$/.test(id)) return one(num('pick', BALLS));
  const direct = /^11X5-FRONT([23])-DIRECT$/.exec(id);
  if (direct) return perPosition(range(0, Number(direct[1]) - 1).map(Number), (l, at) => num(l, BALLS, { at }), 'ball');
  if (id === '11X5-FIXED') return perPosition([0, 1, 2], (l, at) => num(l, BALLS, { at }), 'ball');
  if (id === '11X5-TWOSIDES-BALL') return perPosition([0, 1, 2, 3, 4], (l, at) => tags(l, SIZE_PARITY, at), 'ball');
  return null;
}

const K3: Record<string, PickLayout> = {
  'K3-SUM': one(num('sum', range(3, 18))),
  'K3-TRIPLE-ONE': one(num('pick', FACES, { repeat: 3 })),
  'K3-TRIPLE-ANY': one(tags('triple', ['any'])),
  'K3-PAIR-ONE': { rows: [num('pair', FACES, { repeat: 2 }), num('single', FACES)] },
  'K3-PAIR-ANY': one(num('pick', FACES, { repeat: 2 })),
  'K3-THREE-DIFF': one(num('pick', FACES)),
  'K3-TWO-DIFF': one(num('pick', FACES)),
  'K3-SINGLE': one(num('pick', FACES)),
  'K3-TWOSIDES-SUM': one(tags('sum', SIZE_PARITY)),
};

function pk10Layout(id: string): PickLayout | null {
  const ranks = (n: number) => range(0, n - 1).map(Number);
  if (id === 'PK10-CHAMPION') return { rows: [num('rank0', CARS, { at: 0 })] };
  const top = /^PK10-TOP([23])-DIRECT$/.exec(id);
  if (top) return perPosition(ranks(Number(top[1])), (l, at) => num(l, CARS, { at }), 'rank');
  if (id === 'PK10-FIXED') return perPosition(ranks(10), (l, at) => num(l, CARS, { at }), 'rank');
  if (id === 'PK10-SUM') return one(num('sum', range(3, 19)));
  if (id === 'PK10-TWOSIDES-DRAGONTIGER') return perPosition(ranks(5), (l) => tags(l, ['dragon', 'tiger']), 'pkdt');
  if (id === 'PK10-TWOSIDES-RANK') return perPosition(ranks(10), (l, at) => tags(l, SIZE_PARITY, at), 'rank');
  return null;
}

const PC28: Record<string, PickLayout> = {
  'PC28-SUM': one(num('sum', range(0, 27))),
  'PC28-TWOSIDES-SUM': one(tags('sum', SIZE_PARITY)),
  'PC28-COMBO-BIGODD-SMALLEVEN': one(tags('sum', ['big-odd', 'small-even'])),
  'PC28-COMBO-BIGEVEN-SMALLODD': one(tags('sum', ['big-even', 'small-odd'])),
  'PC28-EXTREME': one(tags('extreme', ['big', 'small'])),
  'PC28-PATTERN': one(tags('pattern', ['triple', 'straight', 'pair'])),
};

const BY_FAMILY: Record<Family, (id: string) => PickLayout | null> = {
  SSC: sscLayout,
  '11X5': elevenFiveLayout,
  K3: (id) => K3[id] ?? null,
  PK10: pk10Layout,
  PC28: (id) => PC28[id] ?? null,
};

/** The picker of a play, or null for a play this page does not know (it is then not offered). */
export function layoutOf(play: AnyPlay): PickLayout | null {
  return BY_FAMILY[play.family](play.id);
}

/** Picks per row, as wire tokens. */
export type Picks = readonly (readonly string[])[];

export const emptyPicks = (layout: PickLayout): Picks => layout.rows.map(() => []);

/** The wire text of the picks: rows by "|", picks by "," (any-n: the picked rows first, before ";"). */
export function wireOf(layout: PickLayout, picks: Picks): string {
  // Picks keep the row's display order, whatever order they were clicked in.
  const ordered = picks.map((p, i) => layout.rows[i]!.options.filter((o) => p.includes(o)));
  if (layout.anyN) {
    const used = ordered.map((p, i) => [i, p] as const).filter(([, p]) => p.length > 0);
    return `${used.map(([i]) => layout.rows[i]!.at).join(',')};${used.map(([, p]) => p.join(',')).join('|')}`;
  }
  return ordered.map((p) => p.join(',')).join('|');
}
