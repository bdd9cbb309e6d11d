import type { TFunction } from 'i18next';
import type { BetTotals } from '@playhouse/contract';
import { Money } from '../../components/ui/Money';
import { RECORD_AMOUNT } from '../../components/ui/record-amount';
import type { Column } from '../../components/ui/RecordsTable';

type BetAmounts = Pick<BetTotals, 'stake' | 'validBet' | 'win' | 'profit'>;

/** The game type column, in the shell's game_type_* texts (the code itself for a type they do not know). */
export function gameTypeColumn<R extends { gameType: string }>(t: TFunction): Column<R> {
  return {
    key: 'gameType',
    label: t('records_col_game_type'),
    cell: (r) => t(`game_type_${r.gameType}`, { defaultValue: r.gameType }),
  };
}

/** The amounts of bets (one bet, or a period's): stake, valid bet, win and the signed profit, each with its total. */
export function betAmountColumns<R extends BetAmounts>(t: TFunction, totals: BetAmounts | undefined): Column<R>[] {
  const amount = (key: keyof BetAmounts, label: string, totalTestId?: string): Column<R> => ({
    key,
    label,
    numeric: true,
    cell: (r) => <Money {...RECORD_AMOUNT} minor={r[key]} signed={key === 'profit'} />,
    total: totals && <Money {...RECORD_AMOUNT} minor={totals[key]} signed={key === 'profit'} testId={totalTestId} />,
  });
  return [
    amount('stake', t('records_col_stake'), 'total-stake'),
    amount('validBet', t('records_col_valid_bet')),
    amount('win', t('records_col_win')),
    amount('profit', t('records_col_profit'), 'total-profit'),
  ];
}
