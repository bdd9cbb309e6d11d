import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Notice } from '../components/ui/Notice';
import { GameCardActionsProvider } from '../components/games/game-card-actions';
import { GameDialogs } from '../components/games/GameDialogs';
import { useLanguageSync } from '../lib/language';
import { ScrollManager } from '../features/layout/ScrollManager';
import { ShellDialogs } from '../features/layout/ShellDialogs';
import { useUrlIntents } from '../features/site/url-intents';
import { SocketListener } from '../features/wallet/SocketListener';
import { isAuthDialog } from '../features/auth/dialog-names';
import { useDialogs } from '../lib/dialogs';
import { useSessionWatcher } from '../lib/member-info';
import { useSession } from '../lib/session';
import { releaseHomeShell } from '../lib/home-shell';
import { useAfterFirstPaint } from '../lib/after-paint';

// The auth dialogs (and react-hook-form with them) load when one first opens, not with the home page.
const AuthDialogs = lazy(() => import('../features/auth/AuthDialogs').then((m) => ({ default: m.AuthDialogs })));
// Responsible gaming's reality-check reminder: its own chunk, loaded once a real account is signed in.
const RealityCheck = lazy(() => import('../features/responsible-gaming/RealityCheck').then((m) => ({ default: m.RealityCheck })));
// The feedback popup: its own chunk too, loaded when it first opens.
const FeedbackDialog = lazy(() => import('../features/feedback/FeedbackDialog').then((m) => ({ default: m.FeedbackDialog })));

/** Above both layouts: scrolling, URL intents, the game cards' actions, and the dialogs, rendered once. */
export function Root() {
  const { t } = useTranslation();
  useLanguageSync();
  useSessionWatcher();
  const { socialError, dismissSocialError } = useUrlIntents();
  const { current } = useDialogs();
  const { token, member, isTrial } = useSession();
  // The reality check's reminder starts after the first paint (its chunk is not the page's first work).
  const painted = useAfterFirstPaint();
  // The first page is drawn in this commit: the server's home shell goes in the same frame.
  useLayoutEffect(releaseHomeShell, []);
  return (
    <GameCardActionsProvider>
      <ScrollManager />
      <Outlet />
      {socialError ? (
        <div className="app-toast">
          <Notice text={t(socialError)} onClose={dismissSocialError} testId="social-error" />
        </div>
      ) : null}
      {isAuthDialog(current) ? (
        <Suspense fallback={null}>
          <AuthDialogs />
        </Suspense>
      ) : null}
      {current === 'feedback' ? (
        <Suspense fallback={null}>
          <FeedbackDialog />
        </Suspense>
      ) : null}
      <ShellDialogs />
      <GameDialogs />
      <SocketListener />
      {token && member && !isTrial && painted ? (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      ) : null}
    </GameCardActionsProvider>
  );
}
