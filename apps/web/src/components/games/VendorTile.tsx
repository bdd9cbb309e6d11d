import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '@playhouse/contract';
import { useStartVendor } from './use-start-game';
import './VendorTile.css';

/** A vendor tile (§2 lobby items): image and start button; an RNG vendor links to its slot list instead. */
export function VendorTile({ vendor }: { vendor: Vendor }) {
  const { t } = useTranslation();
  const start = useStartVendor();
  const art = (
    <>
      <img src={vendor.logoUrl} alt="" loading="lazy" decoding="async" width={240} height={120} />
      {vendor.maintenance ? <span className="vendor-tile-maint">{t('game_maintenance')}</span> : null}
    </>
  );
  if (vendor.gameType === 'RNG') {
    return (
      <Link
        to={`/rng?vassalage=${encodeURIComponent(vendor.vassalage)}`}
        className="vendor-tile vendor-tile-link"
        data-testid="vendor-tile"
        data-vendor={vendor.vassalage}
      >
        <span className="vendor-tile-art">{art}</span>
        <span className="vendor-tile-name">{vendor.name}</span>
      </Link>
    );
  }
  return (
    <article
      className={`vendor-tile${vendor.maintenance ? ' is-maintenance' : ''}`}
      data-testid="vendor-tile"
      data-vendor={vendor.vassalage}
    >
      <span className="vendor-tile-art">{art}</span>
      <span className="vendor-tile-name">{vendor.name}</span>
      <button
        type="button"
        className="vendor-tile-start"
        data-testid="vendor-start"
        onClick={() => start(vendor)}
        aria-label={t('games_start_named', { name: vendor.name })}
      >
        {t('games_start')}
      </button>
    </article>
  );
}
