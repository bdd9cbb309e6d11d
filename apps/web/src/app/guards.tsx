import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ErrorRetry } from '../components/ui/ErrorRetry';
import { Loader } from '../components/ui/Loader';
import { LazyBoundary } from '../components/ui/LazyBoundary';
import { HomePage } from '../features/home/HomePage';
import { AgentCentre } from './lazy-pages';
import { SiteLayout } from './SiteLayout';
import { useDialogs, type DialogName } from '../lib/dialogs';
import { useSession } from '../lib/session';
import { paths } from '../config/paths';
import { useMemberInfoQuery } from '../lib/session';

/** Opens a dialog once when shown (the popups of /login, /register and the visitor guards). */
function OpenDialog({ name }: { name: DialogName }) {
  const { open } = useDialogs();
  useEffect(() => open(name), [open, name]);
  return null;
}

/** A visitor on a member-only page sees the home page with the login popup over it (§6). */
function VisitorLogin() {
  return (
    <>
      <OpenDialog name="login" />
      <HomePage />
    </>
  );
}

/** §4, §6: a trial account is told it needs a real account and goes back home. */
function TrialBlocked() {
  return (
    <>
      <OpenDialog name="trialBlocked" />
      <Navigate to={paths.home} replace />
    </>
  );
}

/** Member info could not load for a reason other than an expired session (that one signs out). */
function InfoFailed({ message, retry }: { message: string; retry(): void }) {
  return <ErrorRetry className="ui-screen-error" message={message} onRetry={retry} />;
}

/** /login and /register: the home page with that popup open; someone signed in just goes home. */
export function HomeWithDialog({ dialog }: { dialog: 'login' | 'register' }) {
  const { isLogin } = useSession();
  if (isLogin) return <Navigate to={paths.home} replace />;
  return (
    <>
      <OpenDialog name={dialog} />
      <HomePage />
    </>
  );
}

/** Lottery routes (§2): the login check is the token; a visitor is sent to /login. */
export function RedirectVisitor({ children }: { children: ReactNode }) {
  return useSession().isLogin ? <>{children}</> : <Navigate to={paths.login} replace />;
}

/** /favorite and /recent: a visitor gets the login popup over home. */
export function LoginPopupGuard({ children }: { children: ReactNode }) {
  return useSession().isLogin ? <>{children}</> : <VisitorLogin />;
}

/** The member centre: visitors get the login popup, trial accounts are refused. */
export function RealAccountGuard({ children }: { children: ReactNode }) {
  const { isLogin, isTrial, member } = useSession();
  const info = useMemberInfoQuery();
  if (!isLogin) return <VisitorLogin />;
  if (!member) return info.error ? <InfoFailed message={info.error.message} retry={() => void info.refetch()} /> : <Loader />;
  if (isTrial) return <TrialBlocked />;
  return <>{children}</>;
}

/**
 * /agentHome: visitors get the login popup over the site's home, trial accounts are
 * refused, a signed-in non-agent goes to the agent login (/agent), an agent sees the centre.
 */
export function AgentHomeGate() {
  const { isLogin, isTrial, isAgent, member } = useSession();
  const info = useMemberInfoQuery();
  if (!isLogin) {
    return (
      <SiteLayout>
        <VisitorLogin />
      </SiteLayout>
    );
  }
  if (!member) {
    return info.error ? (
      <SiteLayout>
        <InfoFailed message={info.error.message} retry={() => void info.refetch()} />
      </SiteLayout>
    ) : (
      <Loader fullPage />
    );
  }
  if (isTrial) return <TrialBlocked />;
  if (!isAgent) return <Navigate to={paths.agent} replace />;
  return (
    <LazyBoundary resetKey="agent">
      <AgentCentre />
    </LazyBoundary>
  );
}
