import { useDeferredValue, type CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LIMITS, type Game } from '@playhouse/contract';
import { GameCard } from '../../components/games/GameCard';
import { Icon } from '../../components/ui/Icon';
import { useScrollEdges } from '../../lib/use-scroll-edges';

/**
 * §9: 2 games per slide. A category with no more games than one view holds (sports, esports,
 * cockfight: a few vendor entries) gets one game per slide, a single row instead of a half-empty pair.
 */
function slidesOf(games: Game[]): Game[][] {
  const perSlide = games.length > LIMITS.homeSlidesPerView ? LIMITS.homeGamesPerSlide : 1;
  const slides: Game[][] = [];
  for (let i = 0; i < games.length; i += perSlide) slides.push(games.slice(i, i + perSlide));
  return slides;
}

interface GameSectionProps {
  /** HOT or a game type: names the section (home-section-<id>). */
  id: string;
  title: string;
  /** The category's page, for the "all" link. */
  moreTo?: string;
  /** undefined while loading. */
  games: Game[] | undefined;
}

/**
 * A home game section (§9): up to 12 games, 2 per slide, 6 slides per view on wide screens
 * and fewer on narrow ones (container queries in lobby.css). The track scrolls sideways with
 * snap points; the arrows move it by one view.
 */
export function GameSection({ id, title, moreTo, games }: GameSectionProps) {
  const { t } = useTranslation();
  // The cards are drawn in a render React may pause (a deferred value): the lobby's answers
  // arrive together, and drawing every section's cards at once was one long task on a phone.
  const shown = useDeferredValue(games);
  const items = shown?.slice(0, LIMITS.homeSectionItems);
  const { track, edges, measure, scroll } = useScrollEdges(items?.length);

  if (items && !items.length) return null;
  const headingId = `home-section-title-${id}`;

  return (
    <section className="home-section" aria-labelledby={headingId} data-testid={`home-section-${id}`}>
      <header className="section-head">
        <h2 id={headingId}>{title}</h2>
        <div className="section-tools">
          {moreTo ? (
            <Link to={moreTo} className="section-more" data-testid={`home-section-more-${id}`}>
              {t('home_section_all')}
            </Link>
          ) : null}
          {edges.start && edges.end ? null : (
            <>
              <button
                type="button"
                className="section-arrow"
                aria-label={t('home_section_prev', { title })}
                disabled={edges.start}
                onClick={() => scroll(-1)}
              >
                <Icon name="chevronLeft" size={18} />
              </button>
              <button
                type="button"
                className="section-arrow section-arrow-next"
                aria-label={t('home_section_next', { title })}
                disabled={edges.end}
                onClick={() => scroll(1)}
              >
                <Icon name="chevronLeft" size={18} />
              </button>
            </>
          )}
        </div>
      </header>
      <div
        className="section-track"
        ref={track}
        onScroll={measure}
        style={{ '--slides-wide': LIMITS.homeSlidesPerView } as CSSProperties}
      >
        {items
          ? slidesOf(items).map((slide) => (
              <div className="section-slide" key={slide[0]!.nodeId}>
                {slide.map((g) => (
                  <GameCard key={g.nodeId} game={g} />
                ))}
              </div>
            ))
          : Array.from({ length: LIMITS.homeSlidesPerView }, (_, i) => (
              <div className="section-slide" key={i} aria-hidden="true">
                <div className="section-skeleton" />
                <div className="section-skeleton" />
              </div>
            ))}
      </div>
    </section>
  );
}
