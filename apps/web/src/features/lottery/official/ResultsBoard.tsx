import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficialGame, OfficialResultRow } from '@playhouse/contract/lottery';
import { ErrorRetry } from '../../../components/ui/ErrorRetry';
import { Loader } from '../../../components/ui/Loader';
import { Pager } from '../../../components/ui/Pager';
import { groupByDraw, type DrawGroup } from './board-layout';
import { MbBoard } from './boards/MbBoard';
import { ResultMarks } from './boards/ResultMarks';
import { FourDBoard, LaoBoard, ThaiBoard } from './boards/SeaBoards';
import { StationBoard } from './boards/StationBoard';
import { useOfficialResults } from './official-api';
import { drawLabel } from './sale';

/** One source's board by its kind (the stations of a day share one table, see DrawBoards). */
function SourceBoard({ row }: { row: OfficialResultRow }) {
  const caption = row.sourceName;
  if (!row.result) return null;
  switch (row.kind) {
    case 'VN_MB':
      return <MbBoard result={row.result} caption={caption} />;
    case 'TH':
      return <ThaiBoard result={row.result} caption={caption} />;
    case 'LA':
      return <LaoBoard result={row.result} caption={caption} />;
    case '4D':
      return <FourDBoard result={row.result} caption={caption} source={row.source} />;
    case 'VN_STATION':
      return null;
  }
}

function DrawBoards({ group }: { group: DrawGroup }) {
  const { t } = useTranslation();
  const label = drawLabel(group.drawNo);
  const stations = group.kind === 'VN_STATION';
  const withResult = group.rows.filter((r) => r.result);
  return (
    <article className="official-day" data-testid="official-result-day" data-draw={group.drawNo} data-kind={group.kind}>
      <h3>{t('official_draw', { draw: label })}</h3>
      <div className={group.kind === '4D' ? 'official-4d-boards' : 'official-boards'}>
        {group.rows.map((row) => (
          <div
            key={row.source}
            className="official-source-board"
            data-testid="official-result"
            data-source={row.source}
            data-state={row.state}
          >
            <p className="official-source-head">
              <span>{row.sourceName}</span> <ResultMarks row={row} />
            </p>
            <SourceBoard row={row} />
          </div>
        ))}
      </div>
      {/* Stations with a result are the columns of one table, below their marks. */}
      {stations && withResult.length > 0 ? <StationBoard rows={withResult} caption={t('official_stations_board')} /> : null}
    </article>
  );
}

/**
 * Rows a page: a day of stations (3 or 4) or of 4D operators (4) takes several rows, so those
 * games read 12 (three or four days); a game of one source per draw, 5 draws.
 */
const pageSizeOf = (game: OfficialGame) => (game.lottery === '4D' || game.region === 'MN' || game.region === 'MT' ? 12 : 5);

/** The results board of a game, newest draw first, laid out as each lottery's players read it. */
export function ResultsBoard({ game }: { game: OfficialGame }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const results = useOfficialResults(game.gameCode, page, pageSizeOf(game));
  if (results.isError && !results.data)
    return <ErrorRetry message={results.error.message} onRetry={() => void results.refetch()} testId="official-results-error" />;
  if (!results.data) return <Loader />;
  const groups = groupByDraw(results.data.content);
  return (
    <section className="lottery-panel" data-testid="official-results" aria-label={t('official_tab_results')}>
      {groups.length === 0 ? <p className="lottery-message">{t('lottery_no_result_yet')}</p> : null}
      {groups.map((g) => (
        <DrawBoards key={`${g.drawNo}:${g.kind}`} group={g} />
      ))}
      <Pager page={page} pages={results.data.totalPages} onPage={setPage} testId="official-results-pager" />
    </section>
  );
}
