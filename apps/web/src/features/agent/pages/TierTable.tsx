import { useTranslation } from 'react-i18next';
import type { ContractKind } from '@playhouse/contract/agent';
import { useFormatAmount } from '../../../lib/format';
import type { ContractTerms } from '../agent-wire';
import { tierColumns, tierRows } from '../tiers';

/** A contract's tiers as a small table (thresholds as money, rates as percents or fixed amounts). */
export function TierTable({ kind, terms, testId }: { kind: ContractKind; terms: ContractTerms; testId?: string }) {
  const { t } = useTranslation();
  const money = useFormatAmount();
  const rows = tierRows(kind, terms, (m) => money(m));
  return (
    <table className="agent-tiers" data-testid={testId}>
      <thead>
        <tr>
          {kind === 'realtimeSalary' ? null : <th scope="col">{t('agent_tier')}</th>}
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
            {kind === 'realtimeSalary' ? null : <td>{i + 1}</td>}
            {cells.map((c) => (
              <td key={c.key}>{c.value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
