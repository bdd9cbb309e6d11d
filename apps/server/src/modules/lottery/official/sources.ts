import { VN_STATIONS, type OfficialLottery } from '@playhouse/contract/lottery';

/**
 * A draw source's name as players know it. Station and operator names are proper names, the same
 * in every language; the Thai and Lao lotteries' names are translated.
 */
const NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  MB: { EN: 'Miền Bắc' },
  TH: { EN: 'Thai Government Lottery', TY: 'Lotto ng Gobyerno ng Thailand' },
  LA: { EN: 'Lao Development Lottery', TY: 'Lotto ng Pagpapaunlad ng Laos' },
  MAGNUM: { EN: 'Magnum 4D' },
  TOTO: { EN: 'Sports Toto' },
  DAMACAI: { EN: 'Da Ma Cai' },
  SG: { EN: 'Singapore Pools' },
};

export function sourceNameOf(lottery: OfficialLottery, source: string, lang: string): string {
  // VN station codes share letters with other sources (Long An is "LA"): the lottery decides.
  if (lottery === 'VN' && source !== 'MB') return VN_STATIONS[source]?.name ?? source;
  const names = NAMES[source];
  return names?.[lang] ?? names?.EN ?? source;
}
