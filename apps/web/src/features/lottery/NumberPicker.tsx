import { useTranslation } from 'react-i18next';
import type { PickLayout, Picks } from './pick-layout';
import { QUICK_PICKS, quickPick } from './quick-picks';

/** The picker of one play: a row of toggles per position or part, quick picks beside numeric rows. */
export function NumberPicker({ layout, picks, onChange }: { layout: PickLayout; picks: Picks; onChange(p: Picks): void }) {
  const { t } = useTranslation();
  const setRow = (i: number, row: string[]) => onChange(picks.map((p, j) => (j === i ? row : p)));
  const toggle = (i: number, option: string) => {
    const row = picks[i]!;
    setRow(i, row.includes(option) ? row.filter((o) => o !== option) : [...row, option]);
  };
  return (
    <div className="lottery-picker-rows" data-testid="lottery-picker">
      {layout.rows.map((row, i) => (
        <fieldset key={i} className="lottery-pick-row" data-testid="lottery-pick-row">
          <legend>{t(`lottery_row_${row.label}`)}</legend>
          <div className="lottery-pick-options">
            {row.options.map((o) => (
              <button
                key={o}
                type="button"
                className={row.numeric ? 'lottery-pick lottery-pick-num' : 'lottery-pick lottery-pick-tag'}
                aria-pressed={picks[i]!.includes(o)}
                data-testid="lottery-pick"
                data-value={o}
                onClick={() => toggle(i, o)}
              >
                {row.numeric ? o : t(`lottery_tag_${o}`)}
              </button>
            ))}
          </div>
          {row.numeric && row.options.length > 2 ? (
            <div className="lottery-quick" role="group" aria-label={t('lottery_quick_picks')}>
              {QUICK_PICKS.map((q) => (
                <button
                  key={q}
                  type="button"
                  className="lottery-quick-btn"
                  data-testid={`lottery-quick-${q}`}
                  onClick={() => setRow(i, quickPick(row, q))}
                >
                  {t(`lottery_quick_${q}`)}
                </button>
              ))}
            </div>
          ) : null}
        </fieldset>
      ))}
    </div>
  );
}
