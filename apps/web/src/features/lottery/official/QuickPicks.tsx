import { useTranslation } from 'react-i18next';
import { QUICK_KINDS, type QuickPick } from './grid';

const DIGITS = Array.from({ length: 10 }, (_, d) => d);

/** Quick picks over the grid shown: a head, a tail (a digit each), doubles, big, small; and clear. Without onPick, clear only. */
export function QuickPicks({ onPick, onClear }: { onPick?(q: QuickPick): void; onClear(): void }) {
  const { t } = useTranslation();
  return (
    <div className="official-quick" role="group" aria-label={t('lottery_quick_picks')}>
      {onPick
        ? (['head', 'tail'] as const).map((kind) => (
            <div key={kind} className="official-quick-row" role="group" aria-label={t(`official_quick_${kind}`)}>
              <span className="official-quick-label" aria-hidden="true">
                {t(`official_quick_${kind}`)}
              </span>
              {DIGITS.map((digit) => (
                <button
                  key={digit}
                  type="button"
                  className="lottery-quick-btn"
                  aria-label={t(`official_quick_${kind}_digit`, { digit })}
                  data-testid={`official-quick-${kind}-${digit}`}
                  onClick={() => onPick({ kind, digit })}
                >
                  {digit}
                </button>
              ))}
            </div>
          ))
        : null}
      <div className="official-quick-row">
        {onPick
          ? QUICK_KINDS.map((kind) => (
              <button
                key={kind}
                type="button"
                className="lottery-quick-btn"
                data-testid={`official-quick-${kind}`}
                onClick={() => onPick({ kind })}
              >
                {t(`official_quick_${kind}`)}
              </button>
            ))
          : null}
        <button type="button" className="lottery-quick-btn" data-testid="official-quick-clear" onClick={onClear}>
          {t('lottery_quick_clear')}
        </button>
      </div>
    </div>
  );
}
