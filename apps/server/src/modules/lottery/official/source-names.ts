import { FOUR_D_OPERATORS, VN_STATIONS, type FourDOperator, type OfficialLottery } from '@playhouse/contract/lottery';

/** Proper names of the draw sources (the same in every language). */
const FOUR_D_NAMES: Readonly<Record<FourDOperator, string>> = {
  MAGNUM: 'Magnum 4D',
  TOTO: 'Sports Toto',
  DAMACAI: 'Da Ma Cai',
  SG: 'Singapore Pools',
};

export function sourceNameOf(lottery: OfficialLottery, source: string): string {
  switch (lottery) {
    case 'VN':
      return source === 'MB' ? 'Miền Bắc' : (VN_STATIONS[source]?.name ?? source);
    case 'TH':
      return 'Thai Government Lottery';
    case 'LA':
      return 'Lao Development Lottery';
    case '4D':
      return (FOUR_D_OPERATORS as readonly string[]).includes(source) ? FOUR_D_NAMES[source as FourDOperator] : source;
  }
}
