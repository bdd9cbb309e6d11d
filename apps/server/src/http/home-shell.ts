import { BANNER_NARROW_MAX_PX, BANNER_SIZES } from '@playhouse/contract';

/** What the home shell draws of the host merchant: its first home banner and whether a marquee shows. */
export interface HomeShellContent {
  banner: { url: string; mobileUrl: string | null; title: string | null; cta: string | null } | null;
  marquee: boolean;
}

/** index.html marks the part of #root the server may replace with the home's first screen. */
const SHELL_START = '<!-- home-shell -->';
const SHELL_END = '<!-- /home-shell -->';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Merchant text and URLs go into markup and attributes only through this. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Only a site path or an http(s) URL becomes an image source (as the web's safeHref). */
function imageUrl(url: string | null): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}

/** Whether the built index.html carries the shell markers (a build without them is sent as it is). */
export const hasShellMarkers = (html: string) => html.includes(SHELL_START) && html.includes(SHELL_END);

/**
 * The built index.html with the home's first screen in place of the loading spinner: a header
 * skeleton, the marquee's frame and the first banner exactly as the app draws it (same classes
 * from the built stylesheet, same image URLs, width and height), plus preloads of the banner's
 * images at high priority. The largest paint then comes before the scripts; the app moves this
 * aside on start and removes it when its own first screen commits (web: lib/home-shell.ts).
 * Nothing inline is added, so the CSP's hashes of the shell stay as they are.
 */
export function fillHomeShell(html: string, content: HomeShellContent): string {
  const wide = imageUrl(content.banner?.url ?? null);
  if (!content.banner || !wide || !hasShellMarkers(html)) return html;
  const b = content.banner;
  const narrow = imageUrl(b.mobileUrl);
  const narrowMedia = `(max-width: ${BANNER_NARROW_MAX_PX}px)`;
  const wideMedia = `(min-width: ${BANNER_NARROW_MAX_PX + 1}px)`;
  const preload = (href: string, media: string | null) =>
    `<link rel="preload" as="image" href="${escapeHtml(href)}"${media ? ` media="${media}"` : ''} fetchpriority="high" />`;
  const preloads = narrow ? preload(narrow, narrowMedia) + preload(wide, wideMedia) : preload(wide, null);

  const copy =
    b.title || b.cta
      ? `<span class="banner-copy">${b.title ? `<span class="banner-title">${escapeHtml(b.title)}</span>` : ''}${
          b.cta ? `<span class="banner-cta">${escapeHtml(b.cta)}</span>` : ''
        }</span>`
      : '';
  const source = narrow
    ? `<source media="${narrowMedia}" srcset="${escapeHtml(narrow)}" width="${BANNER_SIZES.narrow.width}" height="${BANNER_SIZES.narrow.height}" />`
    : '';
  const img = `<img src="${escapeHtml(wide)}" alt="" width="${BANNER_SIZES.wide.width}" height="${BANNER_SIZES.wide.height}" fetchpriority="high" draggable="false" />`;
  const shell =
    `<div class="home-shell" data-home-shell aria-busy="true">` +
    `<div class="site"><header class="site-header shell-header" aria-hidden="true"><div class="header-row"><span class="shell-brand"></span></div></header>` +
    `<div class="site-body"><div class="site-column"><div class="site-main"><div class="home">` +
    (content.marquee ? `<div class="marquee shell-marquee" aria-hidden="true"></div>` : '') +
    `<div class="banner" data-shell-banner><div class="banner-slide"><div class="banner-link"><picture>${source}${img}</picture>${copy}</div></div></div>` +
    `</div></div></div></div></div></div>`;

  const start = html.indexOf(SHELL_START);
  const end = html.indexOf(SHELL_END, start);
  return (html.slice(0, start) + shell + html.slice(end + SHELL_END.length)).replace('</head>', `${preloads}\n</head>`);
}
