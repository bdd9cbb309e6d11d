import { useTranslation } from 'react-i18next';
import { LIMITS, type Game, type GameType } from '@playhouse/contract';
import { GameCard } from '../../components/games/GameCard';
import { useSectionGames } from './home-queries';

type PreviewType = keyof typeof LIMITS.homePreviews;
const PREVIEW_TYPES = Object.keys(LIMITS.homePreviews) as PreviewType[];

/** The first games of one previewed category (§9 home previews), sharing the section's query. */
function usePreview(type: PreviewType, lang: string, enabled: boolean): Game[] {
  const games = useSectionGames(type, lang, enabled).data ?? [];
  // Prefer real games over vendor lobby entries for a featured place.
  const playable = games.filter((g) => g.isGame);
  return (playable.length >= LIMITS.homePreviews[type] ? playable : games).slice(0, LIMITS.homePreviews[type]);
}

/** The featured strip (§9 home previews: RNG 3, LIVE 1, FISH 1) in wide artwork. */
export function HomePreviews({ available }: { available: ReadonlySet<GameType> }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const rng = usePreview('RNG', lang, available.has('RNG'));
  const live = usePreview('LIVE', lang, available.has('LIVE'));
  const fish = usePreview('FISH', lang, available.has('FISH'));
  const byType: Record<PreviewType, Game[]> = { RNG: rng, LIVE: live, FISH: fish };
  const items = PREVIEW_TYPES.flatMap((type) => byType[type].map((game) => ({ type, game })));
  if (!items.length) return null;
  return (
    <section className="home-previews" aria-labelledby="home-previews-title" data-testid="home-previews">
      <h2 id="home-previews-title" className="home-sr-only">
        {t('home_previews_title')}
      </h2>
      <div className="previews-track">
        {items.map(({ type, game }) => (
          <div key={game.nodeId} className="preview-item" data-testid={`home-preview-${type}`}>
            <span className="preview-tag">{t(`game_type_${type}`)}</span>
            <GameCard game={game} size="large" />
          </div>
        ))}
      </div>
    </section>
  );
}
