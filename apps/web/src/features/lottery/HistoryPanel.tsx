import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAW_FORMATS, type Family, type LotteryDraw } from '@playhouse/contract/lottery';
import { Button } from '../../components/ui/Button';
import { Pager } from '../../components/ui/Pager';
import { RecordsTable, type Column } from '../../components/ui/RecordsTable';
import { formatInstant } from '../../lib/dates';
import { useDrawHistory } from './lottery-api';
import { ResultBalls } from './ResultBalls';
import { TrendView } from './TrendView';

/** Drawn and void draws, newest first, each with its verifier; the trend of the page shown below. */
export function HistoryPanel({ gameId, family, onVerify }: { gameId: string; family: Family; onVerify(drawNo: string): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const history = useDrawHistory(gameId, page);
  const draws = history.data?.content;
  const columns: Column<LotteryDraw>[] = [
    { key: 'numero', label: t('lottery_col_draw'), cell: (d) => d.numero },
    { key: 'drawAt', label: t('lottery_col_draw_time'), cell: (d) => formatInstant(d.drawAt) },
    {
      key: 'result',
      label: t('lottery_col_result'),
      cell: (d) => (d.result ? <ResultBalls family={family} result={d.result} /> : t('lottery_status_void')),
    },
    {
      key: 'verify',
      label: t('lottery_col_actions'),
      cell: (d) =>
        d.result ? (
          <Button variant="secondary" data-testid="lottery-history-verify" onClick={() => onVerify(d.numero)}>
            {t('lottery_verify')}
          </Button>
        ) : null,
    },
  ];
  const results = (draws ?? []).flatMap((d) => (d.result ? [d.result] : []));
  return (
    <section className="lottery-panel" data-testid="lottery-history" aria-label={t('lottery_tab_history')}>
      <RecordsTable
        columns={columns}
        rows={draws}
        rowKey={(d) => d.numero}
        state={history}
        totals={false}
        emptyText={t('lottery_no_history')}
        footer={<Pager page={page} pages={history.data?.totalPages ?? 1} onPage={setPage} testId="lottery-history-pager" />}
      />
      {results.length > 0 && DRAW_FORMATS[family] ? <TrendView family={family} results={results} /> : null}
    </section>
  );
}
