import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The merchant's mark and name heading both agent pages, linking back to the site; the centre adds its title below the name. */
export function AgentBrand({ brand, subtitle }: { brand: string; subtitle?: string }) {
  return (
    <Link to={paths.home} className="agent-brand">
      <span className="brand-mark" aria-hidden="true">
        ♠
      </span>
      {subtitle ? (
        <span className="agent-brand-text">
          <strong>{brand}</strong>
          <small>{subtitle}</small>
        </span>
      ) : (
        <strong>{brand}</strong>
      )}
    </Link>
  );
}
