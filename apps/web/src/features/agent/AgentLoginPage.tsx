import { Link, Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/session';
import { useWhitelabel } from '../../lib/site-queries';
import { AgentBrand } from './AgentBrand';
import { AgentLoginForm } from './AgentLoginForm';
import './agent.css';

/**
 * /agent (§2, §6): the agent back office login, in its own layout, with the consultation
 * hours. An agent already signed in goes straight to the agent centre.
 */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const { isLogin, isAgent } = useSession();
  const whitelabel = useWhitelabel().data;
  const brand = whitelabel?.name ?? t('app_name');
  useDocumentTitle(`${t('agent_back_office')} · ${brand}`);

  if (isLogin && isAgent) return <Navigate to={paths.agentHome()} replace />;

  return (
    <div className="agent-login" data-testid="agent-login-page">
      <header className="agent-login-top">
        <AgentBrand brand={brand} />
        <Link to={paths.home} className="agent-back">
          <Icon name="chevronLeft" size={16} /> {t('agent_back_to_site')}
        </Link>
      </header>
      <main className="agent-login-main">
        <div className="agent-login-card">
          <p className="agent-eyebrow">{brand}</p>
          <h1>{t('agent_back_office')}</h1>
          <p className="agent-hours" data-testid="agent-consultation-hours">
            <Icon name="clock" size={16} />
            {t('agent_consultation_hours', { hours: whitelabel?.agentConsultationHours ?? '—' })}
          </p>
          <AgentLoginForm />
        </div>
      </main>
    </div>
  );
}
