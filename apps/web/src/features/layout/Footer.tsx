import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { API, FOOTER_VENDORS, LIMITS } from '@playhouse/contract';
import { paths } from '../../config/paths';
import { useDialogs } from '../../lib/dialogs';
import { useWhitelabel } from '../../lib/site-queries';
import './footer.css';

/** The site footer: brand, the game vendors' logos (§9 footer vendors), links and notes. */
export function Footer() {
  const { t } = useTranslation();
  const brand = useWhitelabel().data?.name ?? t('app_name');
  const { open } = useDialogs();
  return (
    <footer className="site-footer" data-testid="footer">
      <div className="footer-brand">
        <span className="brand-mark" aria-hidden="true">
          ♠
        </span>
        <strong>{brand}</strong>
      </div>
      <ul className="footer-vendors" aria-label={t('layout_footer_vendors')} data-testid="footer-vendors">
        {FOOTER_VENDORS.map((code) => (
          <li key={code}>
            <img
              src={API.art.vendor.replace(':code', code)}
              alt={code}
              title={code}
              width={120}
              height={48}
              loading="lazy"
              decoding="async"
              data-testid={`footer-vendor-${code}`}
            />
          </li>
        ))}
      </ul>
      <nav className="footer-links" aria-label={t('layout_footer_links')}>
        <Link to={paths.help} data-testid="footer-help">
          {t('layout_footer_help')}
        </Link>
        <Link to={paths.terms} data-testid="footer-terms">
          {t('layout_footer_terms')}
        </Link>
        <button type="button" className="footer-link-btn" onClick={() => open('feedback')} data-testid="footer-feedback">
          {t('fb_open')}
        </button>
      </nav>
      <p className="footer-note">{t('layout_footer_responsible', { age: LIMITS.minimumAge })}</p>
      <p className="footer-copy">{t('layout_footer_copyright', { year: new Date().getFullYear(), brand })}</p>
    </footer>
  );
}
