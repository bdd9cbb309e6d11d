import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/Button';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { useWhitelabel } from '../../lib/site-queries';
import { BannerCarousel } from './BannerCarousel';
import { JackpotCounter } from './JackpotCounter';
import { NoticeMarquee } from './NoticeMarquee';
import './home.css';

// Everything below the banner (game cards, sections, winners) is its own chunk, so the
// home's first JS holds only the shell, the marquee, the banner and the jackpot.
const HomeLobby = lazy(() => import('./HomeLobby'));

/** Home (§2): notice marquee, banner, welcome and jackpot, then the lobby (sections and winners). */
export function HomePage() {
  const { t } = useTranslation();
  const { isLogin } = useSession();
  const { open } = useDialogs();
  const brand = useWhitelabel().data?.name ?? t('app_name');

  return (
    <div className="home" data-testid="home">
      <NoticeMarquee />
      <BannerCarousel />
      <div className={isLogin ? 'home-top is-member' : 'home-top'}>
        {isLogin ? (
          <h1 className="home-sr-only">{t('home_welcome', { brand })}</h1>
        ) : (
          <section className="home-hero">
            <p className="home-eyebrow">{t('home_eyebrow')}</p>
            <h1>{t('home_welcome', { brand })}</h1>
            <p className="home-tagline">{t('home_tagline')}</p>
            <div className="home-cta">
              <Button data-testid="home-register" onClick={() => open('register')}>
                {t('home_cta_register')}
              </Button>
              <Button variant="ghost" data-testid="home-login" onClick={() => open('login')}>
                {t('home_cta_login')}
              </Button>
            </div>
          </section>
        )}
        <JackpotCounter />
      </div>
      <Suspense fallback={<div className="home-lobby-placeholder" aria-hidden="true" />}>
        <HomeLobby />
      </Suspense>
    </div>
  );
}
