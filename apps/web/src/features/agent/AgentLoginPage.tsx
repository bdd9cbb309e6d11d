import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/Icon';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { paths } from '../../app/paths';
import { useSession } from '../../lib/session';
import { useWhitelabel } from '../../lib/site-queries';
import { agentRefusal } from './agent-login';
import { AgentBrand } from './AgentBrand';
import { AgentLoginForm } from './AgentLoginForm';
import './agent.css';

/**
 * /agent (§2, §6): the agent back office login, in its own layout, with the consultation
 * hours. An agent already signed in goes straight to the agent centre.
 */
export function AgentLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, isLogin, isAgent, member, signOut } = useSession();
  const whitelabel = useWhitelabel().data;
  const brand = whitelabel?.name ?? t('app_name');
  // The token in place when a new-IP verification started: the session that follows it is checked here.
  const [verifyingFrom, setVerifyingFrom] = useState<string | null | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | null>(null);
  useDocumentTitle(`${t('agent_back_office')} · ${brand}`);

  useEffect(() => {
    if (verifyingFrom === undefined || !token || token === verifyingFrom || !member) return;
    setVerifyingFrom(undefined);
    const code = agentRefusal(member.type);
    if (code) {
      setRefusal(t(code));
      void signOut();
    }
  }, [verifyingFrom, token, member, signOut, t]);

  if (isLogin && isAgent && verifyingFrom === undefined) return <Navigate to={paths.agentHome()} replace />;

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
          {refusal ? (
            <p className="agent-form-error" role="alert" data-testid="agent-login-refused">
              {refusal}
            </p>
          ) : null}
          <AgentLoginForm
            onAgent={() => navigate(paths.agentHome(), { replace: true })}
            onVerification={() => {
              setRefusal(null);
              setVerifyingFrom(token);
            }}
          />
        </div>
      </main>
    </div>
  );
}
