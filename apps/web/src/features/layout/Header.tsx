import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { paths } from '../../config/paths';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { useWhitelabel } from '../../lib/site-queries';
import { AccountMenu } from './AccountMenu';
import { BalanceChip } from './BalanceChip';
import { MainNav } from './MainNav';

interface HeaderProps {
  /** Absent when the page hides the side menu (lottery pages). */
  menuToggle?: { expanded: boolean; onToggle(): void };
}

export function Header({ menuToggle }: HeaderProps) {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useSession();
  const { open } = useDialogs();
  const brand = useWhitelabel().data?.name ?? t('app_name');

  return (
    <header className="site-header">
      <div className="header-row">
        {menuToggle ? (
          <button
            type="button"
            className="icon-btn menu-toggle"
            data-testid="side-menu-toggle"
            aria-expanded={menuToggle.expanded}
            aria-label={menuToggle.expanded ? t('layout_menu_collapse') : t('layout_menu_expand')}
            title={menuToggle.expanded ? t('layout_menu_collapse') : t('layout_menu_expand')}
            onClick={menuToggle.onToggle}
          >
            <Icon name="menu" size={22} />
          </button>
        ) : null}
        {/* Named for screen readers where a phone hides the brand name. */}
        <Link to={paths.home} className="brand" data-testid="brand" aria-label={brand}>
          <span className="brand-mark" aria-hidden="true">
            ♠
          </span>
          <span className="brand-name">{brand}</span>
        </Link>
        <MainNav />
        <div className="header-actions">
          {isLogin ? (
            <>
              {isTrial ? null : <BalanceChip />}
              <Link
                to={paths.member('depositv2')}
                className="ui-btn ui-btn-primary header-money"
                data-testid="header-deposit"
                title={t('layout_deposit')}
              >
                <Icon name="wallet" size={18} />
                <span>{t('layout_deposit')}</span>
              </Link>
              <Link
                to={paths.member('withdraw')}
                className="ui-btn ui-btn-secondary header-money"
                data-testid="header-withdraw"
                title={t('layout_withdraw')}
              >
                <Icon name="download" size={18} />
                <span>{t('layout_withdraw')}</span>
              </Link>
              <AccountMenu />
            </>
          ) : (
            <>
              <Button variant="ghost" data-testid="header-login" onClick={() => open('login')}>
                {t('layout_login')}
              </Button>
              <Button data-testid="header-register" onClick={() => open('register')}>
                {t('layout_register')}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  );
}
