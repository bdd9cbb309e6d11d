import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTACT_SLOTS, type ContactSlot } from '@playhouse/contract';
import { Icon, type IconName } from '../../components/ui/Icon';
import { linkTargetProps, safeHref } from '../../components/ui/safe-href';
import { paths } from '../../config/paths';
import { useWhitelabel } from '../../lib/site-queries';
import { LanguageSelect } from './LanguageSelect';
import { provisionalCategories, useNavCategories } from '../../components/games/nav-categories';
import './side-menu.css';

// The QR generator is only needed when the merchant configured an app download.
const QrCode = lazy(() => import('../../components/ui/QrCode'));
/** The apps that get a QR code (§2: iOS and Android); the lite iOS app is a link only. */
const QR_APPS = new Set(['ios', 'android']);

const CONTACT_ICONS: Record<ContactSlot, IconName> = {
  LIVECHAT: 'chat',
  'TELEGRAM-1': 'telegram',
  'TELEGRAM-2': 'telegram',
  'TELEGRAM-3': 'telegram',
  'FACEBOOK-1': 'facebook',
};

/** Active when the path (and, for member-centre pages, the tab) matches. */
function Item({ to, icon, label, testId }: { to: string; icon: IconName; label: string; testId?: string }) {
  const { pathname, search } = useLocation();
  const active = to.includes('?') ? pathname + search === to : pathname === to;
  return (
    <Link
      to={to}
      className={active ? 'side-item active' : 'side-item'}
      aria-current={active ? 'page' : undefined}
      title={label}
      data-testid={testId}
    >
      <Icon name={icon} />
      <span className="side-label">{label}</span>
    </Link>
  );
}

function ExternalItem({ href, icon, label, testId }: { href: string; icon: IconName; label: string; testId?: string }) {
  return (
    <a href={href} className="side-item" title={label} data-testid={testId} {...linkTargetProps(href)}>
      <Icon name={icon} />
      <span className="side-label">{label}</span>
    </a>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="side-group">
      <p className="side-title">{title}</p>
      {children}
    </div>
  );
}

/**
 * The side menu of §2: game types, reward centre, invite friends, app downloads, contacts
 * and the language select. Wide screens collapse it to an icon rail; narrow ones show it
 * as a drawer. Game types are the categories that have vendors (§6: ESPORTS and COCKFIGHT
 * only with vendors). App downloads and contacts appear only when the merchant configured
 * them; the iOS and Android downloads also show their QR code while the menu is expanded.
 */
export function SideMenu({ expanded, onClose }: { expanded: boolean; onClose?: () => void }) {
  const { t } = useTranslation();
  const whitelabel = useWhitelabel().data;
  const nav = useNavCategories();
  const categories = nav.ready ? nav.categories : provisionalCategories;
  const contacts = CONTACT_SLOTS.flatMap((slot) => {
    const href = safeHref(whitelabel?.contacts.find((c) => c.slot === slot)?.url);
    return href ? [{ slot, href }] : [];
  });
  const downloads = (['ios', 'android', 'iosLite'] as const).flatMap((k) => {
    const href = safeHref(whitelabel?.appDownloads[k]);
    return href ? [{ k, href }] : [];
  });

  return (
    <aside className="side-menu" data-testid="side-menu" data-expanded={expanded} aria-label={t('layout_side_menu')}>
      {onClose ? (
        <div className="side-drawer-head">
          <button
            type="button"
            className="icon-btn"
            data-testid="side-menu-close"
            aria-label={t('layout_menu_close')}
            onClick={onClose}
          >
            <Icon name="close" />
          </button>
        </div>
      ) : null}
      <Group title={t('layout_side_games')}>
        <Item to={paths.favorite} icon="star" label={t('game_type_FAVORITE')} />
        <Item to={paths.recent} icon="clock" label={t('game_type_RECENT')} />
        {categories.map((g) => (
          <Item key={g.type} to={g.path} icon={g.icon} label={t(`game_type_${g.type}`)} testId={`side-cat-${g.type}`} />
        ))}
      </Group>
      <Group title={t('layout_side_rewards')}>
        <Item to={paths.member('rewardCenter')} icon="gift" label={t('layout_menu_reward_centre')} testId="side-reward-centre" />
        <Item to={paths.vip} icon="crown" label={t('layout_vip')} testId="side-vip" />
        <Item to={paths.activities} icon="gift" label={t('layout_activity_centre')} testId="side-activity-centre" />
        {whitelabel?.referralEnabled ? (
          <Item to={paths.member('referral')} icon="users" label={t('layout_invite_friends')} testId="side-invite-friends" />
        ) : null}
      </Group>
      {downloads.length ? (
        <Group title={t('layout_side_downloads')}>
          {downloads.map((d) => (
            <div key={d.k} className="side-download">
              <ExternalItem href={d.href} icon="download" label={t(`layout_download_${d.k}`)} testId={`download-${d.k}`} />
              {expanded && QR_APPS.has(d.k) ? (
                <Suspense fallback={<span className="side-qr side-qr-placeholder" />}>
                  <QrCode
                    className="side-qr"
                    url={new URL(d.href, window.location.origin).href}
                    label={t('layout_download_qr', { app: t(`layout_download_${d.k}`) })}
                    testId={`download-qr-${d.k}`}
                  />
                </Suspense>
              ) : null}
            </div>
          ))}
        </Group>
      ) : null}
      {contacts.length ? (
        <Group title={t('layout_side_contact')}>
          {contacts.map((c) => (
            <ExternalItem
              key={c.slot}
              href={c.href}
              icon={CONTACT_ICONS[c.slot]}
              label={t(`layout_contact_${c.slot.replace('-', '_')}`)}
              testId={`contact-${c.slot}`}
            />
          ))}
        </Group>
      ) : null}
      <div className="side-group side-lang">
        <LanguageSelect />
      </div>
    </aside>
  );
}
