import { useTranslation } from 'react-i18next';
import type { OfficialResultRow } from '@playhouse/contract/lottery';
import { stationTable } from '../board-layout';
import { LoNumber } from './MbBoard';
import { tierKey } from './tier-label';

/** MN / MT: the day's stations side by side, one column each, rows from G8 up to ĐB (each station's marks are listed above it). */
export function StationBoard({ rows, caption }: { rows: readonly OfficialResultRow[]; caption: string }) {
  const { t } = useTranslation();
  const table = stationTable(rows);
  return (
    <div className="official-scroll">
      <table className="official-table official-table-stations" data-testid="official-board-stations">
        <caption className="ui-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('official_prize')}</th>
            {table.stations.map((s) => (
              <th key={s.source} scope="col" data-source={s.source}>
                {s.sourceName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.tier} className={row.tier === 'special' ? 'is-special' : undefined} data-tier={row.tier}>
              <th scope="row">{t(tierKey('VN_STATION', row.tier))}</th>
              {row.cells.map((numbers, i) => (
                <td key={i}>
                  <span className="official-nums official-nums-stack">
                    {numbers.map((n, j) => (
                      <LoNumber key={j} n={n} />
                    ))}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
