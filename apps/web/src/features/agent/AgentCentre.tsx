import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';
import { useCustomerServiceHref } from '../../components/ui/CustomerServiceLink';
import { linkTargetProps } from '../../components/ui/safe-href';
import { TabMenu, useTabParam } from '../../components/ui/TabMenu';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { paths } from '../../config/paths';
import { useUnreadMessages } from '../../lib/badges';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { useWhitelabel } from '../../lib/site-queries';
import type { AgentTab } from '../../config/paths';
import { useConsolidated } from './agent-api';
import { agentMenu, DEFAULT_AGENT_TAB } from './agent-menu';
import { AgentBrand } from './AgentBrand';
import { AgentClock } from './AgentClock';
import { ContractPopup } from './ContractPopup';
import { AccountDetails } from './pages/AccountDetails';
import { Announcement } from './pages/Announcement';
import { BillRecord } from './pages/BillRecord';
import { DownlineManagement } from './pages/DownlineManagement';
import { MyIncome } from './pages/MyIncome';
import { RegisterCentre } from './pages/RegisterCentre';
import { TeamBetting } from './pages/TeamBetting';
import { TeamOverview } from './pages/TeamOverview';
import { UserLoss } from './pages/UserLoss';
import './register-locales';
import './agent.css';
import './agent-pages.css';

/** Each page of the menu. */
function AgentPage({ tab }: { tab: AgentTab }) {
  switch (tab) {
    case 'announcement':
      return <Announcement />;
    case 'agentTeamOverview':
      return <TeamOverview />;
    case 'registerCenter':
      return <RegisterCentre />;
    case 'downlineManagement':
      return <DownlineManagement />;
    case 'teamBetting':
      return <TeamBetting />;
    case 'userLoss':
      return <UserLoss />;
    case 'agentRevenueReport':
      return <MyIncome />;
    case 'accountDetails':
      return <AccountDetails />;
    case 'dividendRecord':
      return <BillRecord key="dividend" kind="dividend" />;
    case 'dailySalary':
      return <BillRecord key="dailySalary" kind="dailySalary" />;
    case 'hourlySalary':
      return <BillRecord key="hourlySalary" kind="hourlySalary" />;
    case 'realTimeSalary':
      return <BillRecord key="realtimeSalary" kind="realtimeSalary" />;
  }
}

/**
 * The agent centre (/agentHome, §2) in its own layout: a header with the time zone and live
 * clock, nickname, messages, deposit, withdraw, customer service and logout; the agent menu;
 * and the selected page (the dividend and salary pages only when the consolidated contract
 * enables them); the contract popup over it while offers wait for an answer. Messages show the
 * unread count (lib/badges, pushed by the socket listener).
 */
export function AgentCentre() {
  const { t } = useTranslation();
  const { member } = useSession();
  const { open } = useDialogs();
  const whitelabel = useWhitelabel().data;
  const consolidated = useConsolidated();
  const menu = agentMenu(consolidated.data?.enabled);
  const tab = useTabParam(menu, DEFAULT_AGENT_TAB);
  const livechat = useCustomerServiceHref();
  const brand = whitelabel?.name ?? t('app_name');
  const unread = useUnreadMessages();
  useDocumentTitle(`${t('agent_centre_title')} · ${brand}`);

  return (
    <div className="agent" data-testid="agent-home">
      <header className="agent-header">
        <AgentBrand brand={brand} subtitle={t('agent_centre_title')} />
        <AgentClock timeZone={whitelabel?.timeZone} />
        <div className="agent-actions">
          <span className="agent-nick" data-testid="agent-nickname">
            <Icon name="user" size={16} />
            {member?.nickname || member?.account}
          </span>
          <Link to={paths.member('messageV2')} className="agent-action" title={t('agent_messages')} data-testid="agent-messages">
            <Icon name="mail" size={18} />
            <span>{t('agent_messages')}</span>
            {unread > 0 ? (
              <span className="agent-unread" aria-label={t('mc_badge_count', { n: unread })} data-testid="agent-unread">
                {unread > 99 ? '99+' : unread}
              </span>
            ) : null}
          </Link>
          <Link to={paths.member('depositv2')} className="agent-action" title={t('agent_deposit')} data-testid="agent-deposit">
            <Icon name="wallet" size={18} />
            <span>{t('agent_deposit')}</span>
          </Link>
          <Link to={paths.member('withdraw')} className="agent-action" title={t('agent_withdraw')} data-testid="agent-withdraw">
            <Icon name="download" size={18} />
            <span>{t('agent_withdraw')}</span>
          </Link>
          {livechat ? (
            <a
              href={livechat}
              className="agent-action"
              title={t('agent_customer_service')}
              data-testid="agent-customer-service"
              {...linkTargetProps(livechat)}
            >
              <Icon name="chat" size={18} />
              <span>{t('agent_customer_service')}</span>
            </a>
          ) : null}
          <button
            type="button"
            className="agent-action"
            title={t('agent_logout')}
            data-testid="logout"
            onClick={() => open('logoutConfirm')}
          >
            <Icon name="logout" size={18} />
            <span>{t('agent_logout')}</span>
          </button>
        </div>
      </header>
      <div className="agent-body">
        <TabMenu
          className="agent-menu"
          label={t('agent_menu')}
          items={menu}
          active={tab}
          entry={(i) => ({ to: paths.agentHome(i.tab), label: t(`agent_tab_${i.tab}`), testId: `agent-tab-${i.tab}` })}
        />
        <main className="agent-main">
          <AgentPage tab={tab} />
        </main>
      </div>
      <ContractPopup />
    </div>
  );
}
