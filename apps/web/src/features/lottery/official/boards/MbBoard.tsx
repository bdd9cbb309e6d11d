import { useTranslation } from 'react-i18next';
import type { OfficialResult } from '@playhouse/contract/lottery';
import { loEnding, tierRows } from '../board-layout';
import { LoTable } from './LoTable';
import { tierKey } from './tier-label';

/** A number with its lô ending (last two digits) highlighted. */
export function LoNumber({ n }: { n: string }) {
  const [head, tail] = loEnding(n);
  return (
    <span className="official-num">
      {head}
      <b className="official-lo">{tail}</b>
    </span>
  );
}

/** The North's prize table: ĐB, then G1 … G7, the numbers of each prize in a row; its lô tô table below. */
export function MbBoard({ result, caption }: { result: OfficialResult; caption: string }) {
  const { t } = useTranslation();
  return (
    <>
      <table className="official-table official-table-mb" data-testid="official-board-mb">
        <caption className="ui-visually-hidden">{caption}</caption>
        <tbody>
          {tierRows('VN_MB', result).map((row) => (
            <tr key={row.tier} className={row.tier === 'special' ? 'is-special' : undefined} data-tier={row.tier}>
              <th scope="row">{t(tierKey('VN_MB', row.tier))}</th>
              <td>
                <span className="official-nums">
                  {row.numbers.map((n, i) => (
                    <LoNumber key={i} n={n} />
                  ))}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <LoTable kind="VN_MB" result={result} />
    </>
  );
}
