import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../components/ui/NotAvailable';
import { TabMenu, useTabParam } from '../../components/ui/TabMenu';
import { paths, type MemberTab } from '../../config/paths';
import { useBadgeCount } from '../../lib/badges';
import { useSession } from '../../lib/session';
import { useWhitelabel } from '../../lib/site-queries';
import { DEFAULT_MEMBER_TAB, MEMBER_MENU, type MemberMenuItem } from './member-menu';
import './member-centre.css';

/** Badge of missions, messages and rewards: the count when above 0 (lib/badges), else nothing. */
function BadgeSlot({ kind }: { kind: NonNullable<MemberMenuItem['badge']> }) {
  const { t } = useTranslation();
  const n = useBadgeCount(kind);
  if (n <= 0) return null;
  return (
    <span className="mc-badge" aria-label={t('mc_badge_count', { n })} data-testid={`mc-badge-${kind}`}>
      {n > 99 ? '99+' : n}
    </span>
  );
}

/** The pages that exist, by tab; the app composes them from the features (app/screens/member-pages.tsx). */
export type MemberPages = Partial<Record<MemberTab, ComponentType>>;

/** The member centre (§2): its menu, My account, and an honest state for every later page. */
export function MemberCentre({ pages }: { pages: MemberPages }) {
  const { t } = useTranslation();
  const whitelabel = useWhitelabel().data;
  const { isAgent } = useSession();
  const gates = { flags: whitelabel?.flags, referralEnabled: !!whitelabel?.referralEnabled, isAgent };
  const items = MEMBER_MENU.filter((i) => !i.visible || i.visible(gates));
  const tab = useTabParam(items, DEFAULT_MEMBER_TAB);
  const Page = pages[tab];

  return (
    <div className="mc" data-testid="member-center">
      <TabMenu
        className="mc-menu"
        label={t('mc_menu')}
        heading={<p className="mc-menu-title">{t('mc_title')}</p>}
        items={items}
        active={tab}
        entry={(i) => ({
          to: paths.member(i.tab),
          label: t(`mc_tab_${i.tab}`),
          testId: `mc-tab-${i.tab}`,
          badge: i.badge ? <BadgeSlot kind={i.badge} /> : null,
        })}
      />
      <div className="mc-content">
        {Page ? <Page /> : <NotAvailable title={t(`mc_tab_${tab}`)} detail={t('mc_not_available_detail')} />}
      </div>
    </div>
  );
}
