import { useTranslation } from 'react-i18next';
import type { OfficialResult } from '@playhouse/contract/lottery';
import { loTable } from '../board-layout';

/** The lô tô table under a VN board (Đầu | Lô tô): the endings by head digit, folded away until asked for. */
export function LoTable({ kind, result }: { kind: 'VN_MB' | 'VN_STATION'; result: OfficialResult }) {
  const { t } = useTranslation();
  return (
    <details className="official-lo-table" data-testid="official-lo-table">
      <summary>{t('official_lo_table')}</summary>
      <table className="official-table">
        <thead>
          <tr>
            <th scope="col">{t('official_lo_head')}</th>
            <th scope="col">{t('official_lo_tails')}</th>
          </tr>
        </thead>
        <tbody>
          {loTable(kind, result).map((tails, head) => (
            <tr key={head}>
              <th scope="row">{head}</th>
              <td className="official-lo-tails">{tails.join(', ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
