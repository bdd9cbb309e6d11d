/**
 * The home's first screen the server fills into index.html (server: http/home-shell.ts). On
 * start the app moves it out of #root (React clears its container on the first render) and
 * keeps it on screen through the boot calls; the first screen the app draws removes it in the
 * same frame. The banner it showed is kept, so the app's home draws that banner (same image
 * URLs, so from the browser's cache) until the announcements arrive.
 */
export interface ShellBanner {
  url: string;
  mobileUrl: string | null;
  title: string | null;
  cta: string | null;
}

let shell: Element | null = null;
let banner: ShellBanner | null = null;

/** Takes the server's shell out of #root (to just before it), if there is one. */
export function adoptHomeShell(root: HTMLElement) {
  const found = root.querySelector('[data-home-shell]');
  if (!found) return;
  const img = found.querySelector('[data-shell-banner] img');
  if (img) {
    banner = {
      url: img.getAttribute('src') ?? '',
      mobileUrl: found.querySelector('[data-shell-banner] source')?.getAttribute('srcset') ?? null,
      title: found.querySelector('[data-shell-banner] .banner-title')?.textContent ?? null,
      cta: found.querySelector('[data-shell-banner] .banner-cta')?.textContent ?? null,
    };
  }
  root.before(found);
  shell = found;
}

/** Whether the server's shell is still on screen (the boot spinner stays hidden meanwhile). */
export const homeShellShown = () => shell !== null;

/** Removes the shell: called when the app draws its first real screen. */
export function releaseHomeShell() {
  shell?.remove();
  shell = null;
}

/** The banner the shell showed, for the home's banner while the announcements load. */
export const shellBanner = () => banner;
