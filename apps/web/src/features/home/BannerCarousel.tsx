import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { BANNER_NARROW_MAX_PX, BANNER_SIZES, LIMITS, type Banner } from '@playhouse/contract';
import { Icon } from '../../components/ui/Icon';
import { linkTargetProps, safeHref } from '../../components/ui/safe-href';
import { useAnnouncements } from '../../lib/catalog-queries';
import { shellBanner, type ShellBanner } from '../../lib/home-shell';
import { useCarousel } from './use-carousel';

const SWIPE_PX = 40;

/**
 * A banner's link: site paths stay in the app, other http(s) links open a new tab, none is plain.
 * A banner with a headline or call to action is named by them; an image-only one by its slide.
 */
function BannerLink({ banner, slideLabel, children }: { banner: Banner; slideLabel: string; children: ReactNode }) {
  const href = banner.linkageType === 'NONE' ? null : safeHref(banner.link);
  const label = banner.title || banner.cta ? undefined : slideLabel;
  if (!href) return <div className="banner-link">{children}</div>;
  if (href.startsWith('/') || href.startsWith('#')) {
    return (
      <Link className="banner-link" to={href} aria-label={label}>
        {children}
      </Link>
    );
  }
  return (
    <a className="banner-link" href={href} aria-label={label} {...linkTargetProps(href)}>
      {children}
    </a>
  );
}

/**
 * A banner's picture (the narrow image on phones when there is one, each with its frame's
 * width and height, so nothing shifts while it loads) and its headline and call to action as
 * text over it. The first slide's image loads at once; the others when they come near.
 */
function BannerArt({ banner, first }: { banner: ShellBanner; first: boolean }) {
  const narrow = banner.mobileUrl ? safeHref(banner.mobileUrl) : null;
  return (
    <>
      <picture>
        {narrow ? (
          <source
            media={`(max-width: ${BANNER_NARROW_MAX_PX}px)`}
            srcSet={narrow}
            width={BANNER_SIZES.narrow.width}
            height={BANNER_SIZES.narrow.height}
          />
        ) : null}
        <img
          src={safeHref(banner.url)!}
          alt=""
          width={BANNER_SIZES.wide.width}
          height={BANNER_SIZES.wide.height}
          decoding="async"
          draggable={false}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      </picture>
      {banner.title || banner.cta ? (
        <span className="banner-copy">
          {banner.title ? (
            <span className="banner-title" data-testid="banner-title">
              {banner.title}
            </span>
          ) : null}
          {banner.cta ? (
            <span className="banner-cta" data-testid="banner-cta">
              {banner.cta}
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
}

/**
 * The home banner carousel (§2, §9): the w_home banners, autoplay every 5 s with a 1 s slide,
 * looping only with more than one banner; pauses on hover and focus; arrows, dots and swipe.
 */
export function BannerCarousel() {
  const { t, i18n } = useTranslation();
  const query = useAnnouncements(i18n.language);
  const banners = (query.data?.banners ?? []).filter((b) => b.groupName === 'w_home' && safeHref(b.url));
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const c = useCarousel(banners.length, {
    autoplayMs: LIMITS.bannerAutoplayMs,
    speedMs: LIMITS.bannerSpeedMs,
    paused: hovered || focused,
  });
  const touchX = useRef<number | null>(null);

  if (query.isPending) {
    // The banner the server's shell drew stays in place (same image, from the cache) until the answer.
    const drawn = shellBanner();
    if (!drawn) return <div className="banner banner-placeholder" aria-hidden="true" />;
    return (
      <div className="banner" aria-hidden="true">
        <div className="banner-slide">
          <div className="banner-link">
            <BannerArt banner={drawn} first />
          </div>
        </div>
      </div>
    );
  }
  if (!banners.length) return null;

  const count = banners.length;
  // With a loop the track is [last clone, ...banners, first clone].
  const track = c.loop
    ? [
        { b: banners[count - 1]!, i: count - 1, clone: true },
        ...banners.map((b, i) => ({ b, i, clone: false })),
        { b: banners[0]!, i: 0, clone: true },
      ]
    : banners.map((b, i) => ({ b, i, clone: false }));

  return (
    <section
      className="banner"
      aria-roledescription="carousel"
      aria-label={t('home_banner_label')}
      data-testid="home-banner"
      data-current={c.current}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}
    >
      <div
        className="banner-viewport"
        onPointerDown={(e) => e.pointerType !== 'mouse' && (touchX.current = e.clientX)}
        onPointerUp={(e) => {
          if (touchX.current === null) return;
          const dx = e.clientX - touchX.current;
          touchX.current = null;
          if (dx > SWIPE_PX) c.prev();
          else if (dx < -SWIPE_PX) c.next();
        }}
      >
        <div
          className="banner-track"
          aria-live={c.autoplaying ? 'off' : 'polite'}
          style={{
            transform: `translate3d(${-c.pos * 100}%, 0, 0)`,
            transition: c.animate && c.speed ? `transform ${c.speed}ms ease` : 'none',
          }}
        >
          {track.map(({ b, i, clone }, k) => {
            const shown = !clone && i === c.current;
            const label = t('home_banner_slide', { n: i + 1, count });
            return (
              <div
                key={clone ? `clone-${k}` : b.id}
                className="banner-slide"
                role="group"
                aria-roledescription="slide"
                aria-label={label}
                aria-hidden={!shown}
                inert={!shown}
                data-testid={clone ? undefined : 'banner-slide'}
                data-index={clone ? undefined : i}
              >
                <BannerLink banner={b} slideLabel={label}>
                  <BannerArt banner={b} first={k === (c.loop ? 1 : 0)} />
                </BannerLink>
              </div>
            );
          })}
        </div>
      </div>
      {c.loop ? (
        <>
          <button
            type="button"
            className="banner-arrow banner-prev"
            aria-label={t('home_banner_prev')}
            data-testid="banner-prev"
            onClick={c.prev}
          >
            <Icon name="chevronLeft" size={22} />
          </button>
          <button
            type="button"
            className="banner-arrow banner-next"
            aria-label={t('home_banner_next')}
            data-testid="banner-next"
            onClick={c.next}
          >
            <Icon name="chevronLeft" size={22} />
          </button>
          <div className="banner-dots">
            {banners.map((b, i) => (
              <button
                key={b.id}
                type="button"
                className="banner-dot"
                aria-label={t('home_banner_go', { n: i + 1 })}
                aria-current={i === c.current ? 'true' : undefined}
                data-testid="banner-dot"
                onClick={() => c.goTo(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
