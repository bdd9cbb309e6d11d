import { memo } from 'react';
import type { Game } from '@playhouse/contract';
import { Icon } from '../ui/Icon';
import { useGameCardActions } from './game-card-actions';
import './GameCard.css';

export interface GameCardProps {
  game: Game;
  /** large: the wide artwork (lagerIcon), for featured places. */
  size?: 'normal' | 'large';
}

/** A game list item (§2 lobby items): image, name, hot badge, favourite toggle and start button. */
export const GameCard = memo(function GameCard({ game, size = 'normal' }: GameCardProps) {
  const { t, start, toggleFavourite, favourites } = useGameCardActions();
  const isFavourite = favourites?.has(game.nodeId) ?? false;
  const name = game.displayName || game.gameName || game.nodeName;
  const image = size === 'large' ? game.lagerIcon || game.iconUrl : game.iconUrl || game.showIcon;
  return (
    <article
      className={`game-card game-card-${size}${game.maintenance ? ' is-maintenance' : ''}`}
      data-testid="game-card"
      data-node-id={game.nodeId}
    >
      <div className="game-card-art">
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          width={size === 'large' ? 320 : 200}
          height={size === 'large' ? 180 : 200}
        />
        {game.isHot === 1 ? (
          <span className="game-card-hot" data-testid="game-hot">
            {t('games_hot')}
          </span>
        ) : null}
        {game.maintenance ? <span className="game-card-maint">{t('game_maintenance')}</span> : null}
        <button
          type="button"
          className={`game-card-fav${isFavourite ? ' is-on' : ''}`}
          data-testid="game-fav"
          aria-pressed={isFavourite}
          aria-label={t(isFavourite ? 'games_fav_remove' : 'games_fav_add', { name })}
          onClick={() => toggleFavourite(game)}
        >
          <Icon name="star" size={18} />
        </button>
      </div>
      <div className="game-card-foot">
        <h3 className="game-card-name" title={name}>
          {name}
        </h3>
        <button
          type="button"
          className="game-card-start"
          data-testid="game-start"
          onClick={() => start(game)}
          aria-label={t(game.isGame ? 'games_start_named' : 'games_open_vendor_named', { name })}
        >
          {t(game.isGame ? 'games_start' : 'games_open_vendor')}
        </button>
      </div>
    </article>
  );
});
