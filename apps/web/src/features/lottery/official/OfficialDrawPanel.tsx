import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/Icon';
import { formatInstant } from '../../../lib/dates';
import { countdownText } from '../draw-clock';
import { closesAt, drawLabel, severalSources, toggleSource, type Sale } from './sale';

/** While nothing sells (between a fast draw's close and the next), the page asks for the draw this often. */
const CLOSED_POLL_MS = 2_000;

/**
 * The draw on sale: its day (or fast draw number), the countdown to the chosen sources' sales
 * close on the server's clock, and the sources the ticket covers (several where the day has
 * several: stations, 4D operators; else the one, preselected).
 */
export function OfficialDrawPanel({
  sale,
  sources,
  now,
  onSources,
  refetch,
}: {
  sale: Sale | null;
  sources: readonly string[];
  now: number;
  onSources(sources: string[]): void;
  refetch(): void;
}) {
  const { t } = useTranslation();
  const closeAt = sale ? closesAt(sale, sources) : null;
  const open = closeAt !== null && now < closeAt;

  useEffect(() => {
    if (open) return;
    const id = setInterval(refetch, CLOSED_POLL_MS);
    return () => clearInterval(id);
  }, [open, refetch]);

  return (
    <section className="lottery-draws" aria-label={t('lottery_draw_section')} data-testid="official-draw" data-open={open}>
      <div className="lottery-draw-open">
        {sale && open ? (
          <>
            <span className="lottery-draw-label" data-testid="official-draw-no" data-draw={sale.drawNo}>
              {t('official_draw', { draw: drawLabel(sale.drawNo) })}
            </span>
            <span className="lottery-draw-label">
              {t('official_draw_at', { time: formatInstant(sale.draws.find((d) => sources.includes(d.source))!.drawAt) })}
            </span>
            <span className="lottery-countdown" role="timer" data-testid="official-countdown">
              {t('lottery_closes_in', { time: countdownText(closeAt - now) })}
            </span>
          </>
        ) : (
          <span className="lottery-lock" data-testid="official-locked" role="status">
            <Icon name="lock" size={16} /> {t('official_no_sale')}
          </span>
        )}
      </div>
      {sale ? (
        <div
          className="lottery-menu-tabs"
          role="group"
          aria-label={t(severalSources(sale) ? 'official_sources_several' : 'official_source_one')}
        >
          {sale.draws.map((d) => (
            <button
              key={d.source}
              type="button"
              className="lottery-chip"
              aria-pressed={sources.includes(d.source)}
              data-testid="official-source"
              data-source={d.source}
              onClick={() => onSources(toggleSource(sources, d.source))}
            >
              {d.sourceName}
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
