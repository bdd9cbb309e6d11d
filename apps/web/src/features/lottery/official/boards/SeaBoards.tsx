import { useTranslation } from 'react-i18next';
import type { OfficialResult } from '@playhouse/contract/lottery';
import { laoReads, tierRows } from '../board-layout';
import { tierKey } from './tier-label';

/** Thai government lottery: the first prize, front 3, back 3 and bottom 2. */
export function ThaiBoard({ result, caption }: { result: OfficialResult; caption: string }) {
  const { t } = useTranslation();
  return (
    <table className="official-table official-table-th" data-testid="official-board-th">
      <caption className="ui-visually-hidden">{caption}</caption>
      <tbody>
        {tierRows('TH', result).map((row) => (
          <tr key={row.tier} className={row.tier === 'first' ? 'is-special' : undefined} data-tier={row.tier}>
            <th scope="row">{t(tierKey('TH', row.tier))}</th>
            <td>
              <span className="official-nums">
                {row.numbers.map((n, i) => (
                  <span key={i} className="official-num">
                    {n}
                  </span>
                ))}
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Lao lottery: the number drawn, then what the products read from it (its last 4, 3 top, 2 top, 2 bottom). */
export function LaoBoard({ result, caption }: { result: OfficialResult; caption: string }) {
  const { t } = useTranslation();
  const r = laoReads(result);
  const reads = [
    ['four', r.four],
    ['top3', r.top3],
    ['top2', r.top2],
    ['bottom2', r.bottom2],
  ] as const;
  return (
    <table className="official-table official-table-la" data-testid="official-board-la">
      <caption className="ui-visually-hidden">{caption}</caption>
      <tbody>
        <tr className="is-special" data-tier="number">
          <th scope="row">{t('official_tier_la_number')}</th>
          <td>
            <span className="official-num">{r.number}</span>
          </td>
        </tr>
        {reads.map(([key, n]) => (
          <tr key={key} data-tier={key}>
            <th scope="row">{t(`official_tier_la_${key}`)}</th>
            <td>
              <span className="official-num">{n}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One 4D operator's board: 1st, 2nd, 3rd, then the 10 special and 10 consolation numbers. */
export function FourDBoard({ result, caption, source }: { result: OfficialResult; caption: string; source: string }) {
  const { t } = useTranslation();
  const rows = tierRows('4D', result);
  const top = rows.filter((r) => r.numbers.length === 1);
  const lists = rows.filter((r) => r.numbers.length > 1);
  return (
    <section className="official-4d" data-testid="official-board-4d" data-source={source} aria-label={caption}>
      <dl className="official-4d-top">
        {top.map((row) => (
          <div key={row.tier} data-tier={row.tier}>
            <dt>{t(tierKey('4D', row.tier))}</dt>
            <dd className="official-num">{row.numbers[0]}</dd>
          </div>
        ))}
      </dl>
      {lists.map((row) => (
        <div key={row.tier} className="official-4d-list" data-tier={row.tier}>
          <h5>{t(tierKey('4D', row.tier))}</h5>
          <ul>
            {row.numbers.map((n, i) => (
              <li key={i} className="official-num">
                {n}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
