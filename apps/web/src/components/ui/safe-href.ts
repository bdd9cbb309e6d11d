/**
 * Merchant-configured links (contacts, app downloads) are shown only when they are
 * http(s) or a site path: a `javascript:` or data URL is dropped, and so is a bare `#hash`,
 * which leads nowhere (the entry is hidden rather than a dead end).
 */
export function safeHref(url: string | undefined | null): string | null {
  const u = url?.trim();
  if (!u) return null;
  if (u.startsWith('/') && !u.startsWith('//')) return u;
  try {
    const parsed = new URL(u);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** External links open in a new tab; in-page and site links stay. */
export function linkTargetProps(href: string) {
  return href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}
