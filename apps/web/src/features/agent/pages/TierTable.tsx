import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@playhouse/contract/agent';
import { useFormatAmount } from '../../../lib/format';
import { tierColumns, tierRows } from '../tiers';

/** A contract's tiers as a small table (thresholds as money, rates as percents or fixed amounts). */
export function TierTable({
  kind,
  tiers,
  testId,
}: {
  kind: ContractKind;
  tiers: readonly Record<string, unknown>[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const money = useFormatAmount();
  const rows = tierRows(kind, tiers, (m) => (/^-?\d+$/.test(m) ? money(m) : m));
  const numbered = kind !== 'realtimeSalary';
  return (
    <table className="agent-tiers" data-testid={testId}>
      <thead>
        <tr>
          {numbered ? <th scope="col">{t('agent_tier')}</th> : null}
          {tierColumns(kind).map((c) => (
            <th key={c} scope="col">
              {t(`agent_tier_${c}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((cells, i) => (
          <tr key={i}>
            {numbered ? <td>{i + 1}</td> : null}
            {cells.map((c) => (
              <td key={c.key}>{c.value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
