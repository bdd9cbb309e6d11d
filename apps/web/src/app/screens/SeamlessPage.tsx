import { useEffect, useRef, useState } from 'react';
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
import { PageFrame } from '../../components/ui/PageFrame';
import './seamless.css';

/** Opened without a launch (typed, reloaded, back in history): the token worked once, so say so. */
function NoGame() {
  const { t } = useTranslation();
  return (
    <PageFrame icon="gamepad" title={t('page_seamless_title')} testId="seamless-page">
      <div className="screen-panel" role="status" data-testid="seamless-none">
        <p>{t('page_seamless_none')}</p>
        <Link to={PAGES.home} className="ui-btn ui-btn-primary page-home-link" data-testid="seamless-lobby">
          {t('page_seamless_lobby')}
        </Link>
      </div>
    </PageFrame>
  );
}

/**
 * Full screen for the game: the Fullscreen API on the stage (the bar and the game), else,
 * when the browser refuses or lacks it (iOS Safari, a policy), the stage expanded over the
 * window by CSS. Either way the same control leaves it.
 */
function useStageFullscreen() {
  const stage = useRef<HTMLDivElement>(null);
  const [native, setNative] = useState(false);
  const [expanded, setExpanded] = useState(false);
  useEffect(() => {
    const sync = () => setNative(!!stage.current && document.fullscreenElement === stage.current);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = async () => {
    if (native) return void (await document.exitFullscreen().catch(() => undefined));
    if (expanded) return setExpanded(false);
    try {
      if (!stage.current?.requestFullscreen) throw new Error('no Fullscreen API');
      await stage.current.requestFullscreen();
    } catch {
      setExpanded(true);
    }
  };
  return { stage, on: native || expanded, expanded, toggle };
}

/**
 * One launched game in the page: its name, a close control, full screen, a new-window fallback
 * and the game. On a phone the stage covers the window (seamless.css), so the game starts at
 * the top of the screen rather than below the header and the title.
 */
function LaunchedGame({ state }: { state: SeamlessState }) {
  const { t } = useTranslation();
  // Read once: the frame keeps its game while the store lets go of it when the page closes.
  const [launch] = useState(() => heldSeamlessLaunch(state.launchId));
  const [elsewhere, setElsewhere] = useState(false);
  const openInNewWindow = useLaunchInNewWindow();
  const fullscreen = useStageFullscreen();
  useEffect(() => () => dropSeamlessLaunch(state.launchId), [state.launchId]);
  useDocumentTitle(launch?.title);
  if (!launch) return <NoGame />;

  return (
    <PageFrame icon="gamepad" title={launch.title} testId="seamless-page">
      <div
        ref={fullscreen.stage}
        className={`seamless-stage${elsewhere ? '' : ' has-game'}${fullscreen.expanded ? ' is-expanded' : ''}`}
        data-testid="seamless-stage"
        data-fullscreen={fullscreen.on}
      >
        <div className="seamless-bar">
          <Link to={state.from} className="ui-btn ui-btn-secondary seamless-action" data-testid="seamless-close">
            <Icon name="close" size={16} /> {t('page_seamless_close')}
          </Link>
          {elsewhere ? null : (
            <>
              <Button
                variant="ghost"
                className="seamless-action seamless-fullscreen"
                data-testid="seamless-fullscreen"
                aria-pressed={fullscreen.on}
                onClick={() => void fullscreen.toggle()}
              >
                <Icon name="expand" size={16} /> {t(fullscreen.on ? 'page_seamless_fullscreen_exit' : 'page_seamless_fullscreen')}
              </Button>
              <Button
                variant="ghost"
                className="seamless-action"
                data-testid="seamless-new-window"
                onClick={() => void openInNewWindow(launch.nodeId).then((opened) => opened && setElsewhere(true))}
              >
                <Icon name="globe" size={16} /> {t('page_seamless_new_window')}
              </Button>
            </>
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
      </div>
    </PageFrame>
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
