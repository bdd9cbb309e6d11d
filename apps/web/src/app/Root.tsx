import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Notice } from '../components/ui/Notice';
import { GameDialogs } from '../components/games/GameDialogs';
import { AuthDialogs } from '../features/auth/AuthDialogs';
import { useLanguageSync } from '../features/layout/language';
import { ScrollManager } from '../features/layout/ScrollManager';
import { ShellDialogs } from '../features/layout/ShellDialogs';
import { useUrlIntents } from '../features/site/url-intents';
import { SocketListener } from '../features/wallet/SocketListener';
import { useSessionWatcher } from './use-member-info';

/** Above both layouts: scrolling, URL intents, and the dialogs, rendered once. */
export function Root() {
  const { t } = useTranslation();
  useLanguageSync();
  useSessionWatcher();
  const { socialError, dismissSocialError } = useUrlIntents();
  return (
    <>
      <ScrollManager />
      <Outlet />
      {socialError ? (
        <div className="app-toast">
          <Notice text={t(socialError)} onClose={dismissSocialError} testId="social-error" />
        </div>
      ) : null}
      <AuthDialogs />
      <ShellDialogs />
      <GameDialogs />
      <SocketListener />
    </>
  );
}
