import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';
import { paths, type MemberTab } from '../../config/paths';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { useWhitelabel } from '../../lib/site-queries';

interface Entry {
  key: string;
  to: string;
  show?: boolean;
}

const memberEntry = (key: string, tab: MemberTab, show = true): Entry => ({ key, to: paths.member(tab), show });

/** The account dropdown of §2: records, rewards, my account, agent centre, manual rebate, sign out. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { member, isAgent } = useSession();
  const { open } = useDialogs();
  const flags = useWhitelabel().data?.flags;
  const [expanded, setExpanded] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const location = useLocation();

  useEffect(() => setExpanded(false), [location.key]);
  useEffect(() => {
    if (!expanded) return;
    const onDown = (e: MouseEvent) => root.current && !root.current.contains(e.target as Node) && setExpanded(false);
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setExpanded(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [expanded]);

  const entries: Entry[] = [
    memberEntry('betting_record', 'personalHistoryCopy'),
    memberEntry('account_record', 'transactionHistory'),
    memberEntry('personal_loss', 'personalProfit'),
    memberEntry('reward_centre', 'rewardCenter'),
    memberEntry('my_account', 'securityCenter'),
    { key: 'agent_centre', to: paths.agentHome(), show: isAgent },
    memberEntry('manual_rebate', 'manualRebate', !!flags?.MANPLAYREB3),
  ];

  // Also the trigger's accessible name: a phone hides the visible one.
  const name = member?.nickname || member?.account || t('layout_my_account');

  return (
    <div className="account" ref={root}>
      <button
        type="button"
        className="account-trigger"
        data-testid="account-menu"
        aria-haspopup="menu"
        aria-expanded={expanded}
        aria-label={name}
        onClick={() => setExpanded((v) => !v)}
      >
        <span className="account-avatar">
          <Icon name="user" size={18} />
        </span>
        <span className="account-name">{name}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {expanded ? (
        <div className="account-menu" role="menu">
          {entries
            .filter((e) => e.show !== false)
            .map((e) => (
              <Link key={e.key} role="menuitem" to={e.to} data-testid={`account-menu-${e.key}`}>
                {t(`layout_menu_${e.key}`)}
              </Link>
            ))}
          <button
            type="button"
            role="menuitem"
            className="account-logout"
            data-testid="logout"
            onClick={() => {
              setExpanded(false);
              open('logoutConfirm');
            }}
          >
            <Icon name="logout" size={16} /> {t('layout_sign_out')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
