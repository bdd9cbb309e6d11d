import { useTranslation } from 'react-i18next';
import type { OfficialResultRow } from '@playhouse/contract/lottery';
import { rowMarks } from '../board-layout';

/** What a row's result is: demo (simulated), corrected, void with its reason, or still awaited. */
export function ResultMarks({ row }: { row: OfficialResultRow }) {
  const { t } = useTranslation();
  const m = rowMarks(row);
  return (
    <span className="official-marks">
      {m.simulated ? (
        <span className="official-mark is-demo" data-testid="official-simulated">
          {t('official_simulated')}
        </span>
      ) : null}
      {m.corrected ? (
        <span className="official-mark is-corrected" data-testid="official-corrected">
          {t('official_corrected_version', { version: row.version })}
        </span>
      ) : null}
      {m.void ? (
        <span className="official-mark is-void" data-testid="official-void">
          {row.voidReason ? t('official_void_reason', { reason: row.voidReason }) : t('official_status_void')}
        </span>
      ) : null}
      {m.awaiting ? (
        <span className="official-mark" data-testid="official-awaiting">
          {t('official_awaiting')}
        </span>
      ) : null}
    </span>
  );
}
