import type { GameType } from '@playhouse/contract';
import { BGS_DICE_CODE, BGS_SLOT_CODE } from '../../modules/bgs/index.js';
import { DEMO_LOTTERY_GAMES } from '../lottery.seed.js';
import { DEMO_OFFICIAL_GAMES } from '../official.seed.js';
import type { Word } from './words.js';

const OFFICIAL_VN = DEMO_OFFICIAL_GAMES.filter((g) => g.lottery === 'VN');
const OFFICIAL_SEA = DEMO_OFFICIAL_GAMES.filter((g) => g.lottery !== 'VN');

/** How a stream's generated names are built (see names.ts). */
export type NameStyle = 'slot' | 'fish' | 'live' | 'cards';

export interface VendorSpec {
  code: string;
  name: string;
  gameType: GameType;
  walletMode: 'seamless' | 'transfer';
  /** In-house vassalages (§9: JL, FC, PG) and our own BGS: listed under In-house. */
  inHouse: boolean;
  lanes: string[];
  /** Shares of the generated games, by game type and name style. */
  streams: { gameType: GameType; weight: number; style: NameStyle }[];
  /** A vendor-type entry (is_game false): the lobby that opens the vendor's game list. */
  lobby?: Word;
  /** Fixed, named games (lottery draws and the like). */
  fixed?: Word[];
  /** Game codes of the fixed games, in order; missing ones are numbered like generated games. */
  fixedCodes?: string[];
}

const lottoLanes = ['draws'];

/** The demo catalog's vendors (§9 plus live, fish, PVP, sports and lottery vendors), in the merchants' order. */
export const VENDORS: VendorSpec[] = [
  {
    code: 'PG',
    name: 'PG Slots',
    gameType: 'RNG',
    walletMode: 'seamless',
    inHouse: true,
    lanes: ['popular', 'new', 'classic', 'jackpot'],
    streams: [{ gameType: 'RNG', weight: 12, style: 'slot' }],
  },
  {
    code: 'JL',
    name: 'JL Games',
    gameType: 'RNG',
    walletMode: 'seamless',
    inHouse: true,
    lanes: ['popular', 'new', 'classic'],
    streams: [
      { gameType: 'RNG', weight: 8, style: 'slot' },
      { gameType: 'FISH', weight: 2, style: 'fish' },
    ],
  },
  {
    code: 'FC',
    name: 'FC Fishing',
    gameType: 'FISH',
    walletMode: 'seamless',
    inHouse: true,
    lanes: ['popular', 'new', 'classic'],
    streams: [
      { gameType: 'FISH', weight: 3, style: 'fish' },
      { gameType: 'RNG', weight: 1, style: 'slot' },
    ],
  },
  {
    code: 'BGS',
    name: 'BGS Originals',
    gameType: 'BGS',
    walletMode: 'seamless',
    inHouse: true,
    lanes: ['popular'],
    // Only the games the in-house engines really play (modules/bgs/bgs.games.ts): no generated
    // BGS games, since a listed game that opens something else is a defect (ARCHITECTURE.md).
    streams: [],
    fixed: [
      { EN: 'BGS Classic 20', TY: 'BGS Klasiko 20' },
      { EN: 'BGS Dice', TY: 'BGS Dais' },
    ],
    fixedCodes: [BGS_SLOT_CODE, BGS_DICE_CODE],
  },
  {
    code: 'EG2',
    name: 'EG2 Gaming',
    gameType: 'RNG',
    walletMode: 'seamless',
    inHouse: false,
    lanes: ['popular', 'new', 'classic'],
    streams: [{ gameType: 'RNG', weight: 8, style: 'slot' }],
  },
  {
    code: 'PT',
    name: 'PT Casino',
    gameType: 'RNG',
    walletMode: 'transfer',
    inHouse: false,
    lanes: ['popular', 'new', 'jackpot'],
    streams: [{ gameType: 'RNG', weight: 10, style: 'slot' }],
  },
  {
    code: 'JDB',
    name: 'JDB Gaming',
    gameType: 'RNG',
    walletMode: 'seamless',
    inHouse: false,
    lanes: ['popular', 'new', 'classic'],
    streams: [
      { gameType: 'RNG', weight: 9, style: 'slot' },
      { gameType: 'FISH', weight: 1, style: 'fish' },
    ],
  },
  {
    code: 'CQ9',
    name: 'CQ9 Gaming',
    gameType: 'RNG',
    walletMode: 'seamless',
    inHouse: false,
    lanes: ['popular', 'new', 'classic'],
    streams: [
      { gameType: 'RNG', weight: 9, style: 'slot' },
      { gameType: 'FISH', weight: 1, style: 'fish' },
    ],
  },
  {
    code: 'EVO',
    name: 'Evo Live',
    gameType: 'LIVE',
    walletMode: 'transfer',
    inHouse: false,
    lanes: ['tables', 'shows'],
    streams: [{ gameType: 'LIVE', weight: 2, style: 'live' }],
    lobby: { EN: 'Evo Live Lobby', TY: 'Lobby ng Evo Live' },
  },
  {
    code: 'SEXY',
    name: 'Sexy Live',
    gameType: 'LIVE',
    walletMode: 'seamless',
    inHouse: false,
    lanes: ['tables', 'shows'],
    streams: [{ gameType: 'LIVE', weight: 1, style: 'live' }],
    lobby: { EN: 'Sexy Live Lobby', TY: 'Lobby ng Sexy Live' },
  },
  {
    code: 'DG',
    name: 'DG Live',
    gameType: 'LIVE',
    walletMode: 'seamless',
    inHouse: false,
    lanes: ['tables', 'shows'],
    streams: [{ gameType: 'LIVE', weight: 1, style: 'live' }],
    lobby: { EN: 'DG Live Lobby', TY: 'Lobby ng DG Live' },
  },
  {
    code: 'KM',
    name: 'KM Cards',
    gameType: 'PVP',
    walletMode: 'seamless',
    inHouse: false,
    lanes: ['popular', 'new', 'classic'],
    streams: [{ gameType: 'PVP', weight: 2, style: 'cards' }],
  },
  {
    code: 'V8',
    name: 'V8 Poker',
    gameType: 'PVP',
    walletMode: 'seamless',
    inHouse: false,
    lanes: ['popular', 'new', 'classic'],
    streams: [{ gameType: 'PVP', weight: 2, style: 'cards' }],
  },
  {
    code: 'SABA',
    name: 'SABA Sports',
    gameType: 'SPORTS',
    walletMode: 'transfer',
    inHouse: false,
    lanes: ['lobby'],
    streams: [],
    lobby: { EN: 'SABA Sports', TY: 'SABA Palakasan' },
  },
  {
    code: 'CMD',
    name: 'CMD368 Sports',
    gameType: 'SPORTS',
    walletMode: 'transfer',
    inHouse: false,
    lanes: ['lobby'],
    streams: [],
    lobby: { EN: 'CMD368 Sports', TY: 'CMD368 Palakasan' },
  },
  {
    code: 'IMES',
    name: 'IM eSports',
    gameType: 'ESPORTS',
    walletMode: 'transfer',
    inHouse: false,
    lanes: ['lobby'],
    streams: [],
    lobby: { EN: 'IM eSports', TY: 'IM eSports' },
  },
  {
    code: 'DS88',
    name: 'DS88 Sabong',
    gameType: 'COCKFIGHT',
    walletMode: 'transfer',
    inHouse: false,
    lanes: ['lobby'],
    streams: [],
    lobby: { EN: 'DS88 Cockfight', TY: 'DS88 Sabong' },
  },
  {
    code: 'TCG_LOTTO_VN',
    name: 'TCG VN Lottery',
    gameType: 'LOTT',
    walletMode: 'seamless',
    inHouse: false,
    lanes: lottoLanes,
    streams: [],
    lobby: { EN: 'VN Lottery', TY: 'VN Lotto' },
    // The official VN games (seed/official.seed.ts), so that a tile opens its game on /vnLottery.
    fixed: OFFICIAL_VN.map((g) => g.names),
    fixedCodes: OFFICIAL_VN.map((g) => g.code),
  },
  {
    code: 'TCG_SEA',
    name: 'TCG SEA Lottery',
    gameType: 'LOTT',
    walletMode: 'seamless',
    inHouse: false,
    lanes: lottoLanes,
    streams: [],
    lobby: { EN: 'SEA Lottery', TY: 'SEA Lotto' },
    // The Thai, Lao and 4D games, opened on /seaLottery.
    fixed: OFFICIAL_SEA.map((g) => g.names),
    fixedCodes: OFFICIAL_SEA.map((g) => g.code),
  },
  {
    code: 'LOTT',
    name: 'Playhouse Lottery',
    gameType: 'LOTT',
    walletMode: 'seamless',
    inHouse: false,
    lanes: lottoLanes,
    streams: [],
    lobby: { EN: 'Lottery', TY: 'Lotto' },
    // The lottery engine's games, so that a tile opens the game itself (an unknown code would not).
    fixed: DEMO_LOTTERY_GAMES.map((g) => g.names),
    fixedCodes: DEMO_LOTTERY_GAMES.map((g) => g.code),
  },
  {
    code: 'ELOTT',
    name: 'Playhouse e-Lottery',
    gameType: 'ELOTT',
    walletMode: 'seamless',
    inHouse: false,
    lanes: lottoLanes,
    streams: [],
    lobby: { EN: 'e-Lottery', TY: 'e-Lotto' },
    // The same engine games, opened on the odds board; named apart, since catalog names are unique.
    fixed: DEMO_LOTTERY_GAMES.map(({ names }) => ({ EN: `${names.EN} (e-Lotto)`, TY: `${names.TY} (e-Lotto)` })),
    fixedCodes: DEMO_LOTTERY_GAMES.map((g) => g.code),
  },
];
