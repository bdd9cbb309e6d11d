import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameType } from '@playhouse/contract';
import { useHotGames } from '../../lib/catalog-queries';
import { useNavCategories, type NavCategory } from '../../components/games/nav-categories';
import { GameSection } from './GameSection';
import { HomePreviews } from './HomePreviews';
import { useSectionGames } from './home-queries';
import { useInView } from './use-in-view';
import { WinnersBoard } from './WinnersBoard';
import './lobby.css';

/** A category's section; its games are fetched once it comes near the screen. */
function CategorySection({ category }: { category: NavCategory }) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref);
  const games = useSectionGames(category.type, i18n.language, near).data;
  return (
    <div ref={ref}>
      <GameSection id={category.type} title={t(`game_type_${category.type}`)} moreTo={category.path} games={games} />
    </div>
  );
}

function HotSection() {
  const { t, i18n } = useTranslation();
  const hot = useHotGames(i18n.language).data;
  return <GameSection id="HOT" title={t('home_section_HOT')} games={hot} />;
}

/**
 * The home page below the banner (loaded as its own chunk): the featured previews, the hot
 * games, the winners board, then a section for each category that has vendors.
 */
export default function HomeLobby() {
  const { categories } = useNavCategories();
  const available = useMemo(() => new Set<GameType>(categories.map((c) => c.type)), [categories]);
  return (
    <>
      <HomePreviews available={available} />
      <HotSection />
      <WinnersBoard />
      {categories.map((c) => (
        <CategorySection key={c.type} category={c} />
      ))}
    </>
  );
}
