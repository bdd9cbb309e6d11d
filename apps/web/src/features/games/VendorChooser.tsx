import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Vendor } from '@playhouse/contract';

/** Choose a vendor on a game list page: each chip links to ?vassalage=<code>, "All" clears it. */
export function VendorChooser({
  vendors,
  selected,
  basePath,
  label,
  loading = false,
}: {
  vendors: Vendor[];
  selected: string | null;
  basePath: string;
  label: string;
  /** The vendors are still loading. */
  loading?: boolean;
}) {
  const { t } = useTranslation();
  // While the menus load, a row of empty chips holds the chooser's height (no layout shift).
  if (loading) {
    return (
      <div className="vendor-chooser" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <span key={i} className="vendor-chip vendor-chip-skeleton">
            <span className="vendor-chip-logo" />
            <span>&nbsp;</span>
          </span>
        ))}
      </div>
    );
  }
  if (vendors.length === 0) return null;
  return (
    <nav className="vendor-chooser" aria-label={label} data-testid="vendor-chooser">
      <Link
        to={basePath}
        className={`vendor-chip${selected ? '' : ' is-on'}`}
        aria-current={selected ? undefined : 'true'}
        replace
      >
        {t('games_vendor_all')}
      </Link>
      {vendors.map((v) => (
        <Link
          key={v.vassalage}
          to={`${basePath}?vassalage=${encodeURIComponent(v.vassalage)}`}
          className={`vendor-chip${selected === v.vassalage ? ' is-on' : ''}`}
          aria-current={selected === v.vassalage ? 'true' : undefined}
          data-vendor={v.vassalage}
          replace
        >
          <img src={v.logoUrl} alt="" width={40} height={20} loading="lazy" />
          <span>{v.name}</span>
          {v.maintenance ? <span className="vendor-chip-maint">{t('game_maintenance')}</span> : null}
        </Link>
      ))}
    </nav>
  );
}
