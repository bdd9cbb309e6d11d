import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGES } from '@playhouse/contract';
import {
  dropSeamlessLaunch,
  heldSeamlessLaunch,
  seamlessStateOf,
  type SeamlessState,
} from '../../components/games/seamless-launch';
import { useLaunchInNewWindow } from '../../components/games/use-start-game';
import { Button } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';
import { useDocumentTitle } from '../../components/ui/use-document-title';
import { ScreenFrame } from '../../components/ui/ScreenFrame';
import './seamless.css';

/** Opened without a launch (typed, reloaded, back in history): the token worked once, so say so. */
function NoGame() {
  const { t } = useTranslation();
  return (
    <ScreenFrame icon="gamepad" title={t('page_seamless_title')} testId="seamless-page">
      <div className="screen-panel" role="status" data-testid="seamless-none">
        <p>{t('page_seamless_none')}</p>
        <Link to={PAGES.home} className="ui-btn ui-btn-primary page-home-link" data-testid="seamless-lobby">
          {t('page_seamless_lobby')}
        </Link>
      </div>
    </ScreenFrame>
  );
}

/** One launched game in the page: its name, a close control, a new-window fallback and the game. */
function LaunchedGame({ state }: { state: SeamlessState }) {
  const { t } = useTranslation();
  // Read once: the frame keeps its game while the store lets go of it when the page closes.
  const [launch] = useState(() => heldSeamlessLaunch(state.launchId));
  const [elsewhere, setElsewhere] = useState(false);
  const openInNewWindow = useLaunchInNewWindow();
  useEffect(() => () => dropSeamlessLaunch(state.launchId), [state.launchId]);
  useDocumentTitle(launch?.title);
  if (!launch) return <NoGame />;

  return (
    <ScreenFrame icon="gamepad" title={launch.title} testId="seamless-page">
      <div className="seamless-bar">
        <Link to={state.from} className="ui-btn ui-btn-secondary seamless-action" data-testid="seamless-close">
          <Icon name="close" size={16} /> {t('page_seamless_close')}
        </Link>
        {elsewhere ? null : (
          <Button
            variant="ghost"
            className="seamless-action"
            data-testid="seamless-new-window"
            onClick={() => void openInNewWindow(launch.nodeId).then((opened) => opened && setElsewhere(true))}
          >
            <Icon name="globe" size={16} /> {t('page_seamless_new_window')}
          </Button>
        )}
      </div>
      {elsewhere ? (
        <p className="screen-panel" role="status" data-testid="seamless-elsewhere">
          {t('page_seamless_elsewhere')}
        </p>
      ) : (
        <iframe
          className="seamless-frame"
          src={launch.url}
          title={launch.title}
          allow="fullscreen; autoplay"
          data-testid="seamless-frame"
        />
      )}
    </ScreenFrame>
  );
}

/**
 * The seamless game page (§2 /seamless): a provider's game inside the site's layout. The launch
 * arrives in memory from useStartGame (router state names it), never in the address bar.
 */
export default function SeamlessPage() {
  const state = seamlessStateOf(useLocation().state);
  return state ? <LaunchedGame key={state.launchId} state={state} /> : <NoGame />;
}
