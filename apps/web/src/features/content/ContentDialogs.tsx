import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { preload } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGES } from '@playhouse/contract';
import { safeHref } from '../../components/ui/safe-href';
// In the first JS (about 1.5 KiB): lazily, the popup came a chunk and a Suspense reveal after the
// first commit, and a popup is often the page's largest paint (the member centre's, on a phone).
import PopupModal from './PopupModal';
import { useAnnouncements } from '../../lib/catalog-queries';
import { useDialogs } from '../../lib/dialogs';
import { useSession } from '../../lib/session';
import { dismissedPopups, dismissPopup, type Audience } from './popup-dismissals';

// Rare on a page, so it loads on demand and stays out of the home's first JS.
const AnnouncementsModal = lazy(() => import('./AnnouncementsModal'));

/**
 * Public popups (§2, §4): after load the popups with the execution flag; for a signed-in user
 * also the post-login ones. One at a time, never over another dialog, each until closed once
 * in this session (remembered separately for signed-in and anonymous, see popup-dismissals).
 */
function PublicPopups() {
  const { i18n } = useTranslation();
  const { isLogin } = useSession();
  const { current } = useDialogs();
  // /help is a modal of its own (a route, not a dialog): no popup over it.
  const onHelp = useLocation().pathname === PAGES.help;
  const popups = useAnnouncements(i18n.language).data?.popups;
  const audience: Audience = isLogin ? 'member' : 'visitor';
  // Bumped on each dismissal so the next popup is picked from the updated list.
  const [version, setVersion] = useState(0);
  const next = useMemo(() => {
    void version;
    const dismissed = dismissedPopups(audience);
    return popups?.find((p) => (p.execution || isLogin) && !dismissed.has(p.id));
  }, [popups, audience, isLogin, version]);
  const close = useCallback(() => {
    if (!next) return;
    dismissPopup(audience, next.id);
    setVersion((v) => v + 1);
  }, [audience, next]);
  if (!next || current || onHelp) return null;
  // The picture starts loading now, not once the popup's chunk has arrived.
  const image = safeHref(next.imageUrl);
  if (image) preload(image, { as: 'image' });
  return <PopupModal key={next.id} popup={next} onClose={close} />;
}

/** The content dialogs of the site layout: the announcements modal and the public popups. */
export function ContentDialogs() {
  const { current, close } = useDialogs();
  return (
    <Suspense fallback={null}>
      {current === 'announcements' ? <AnnouncementsModal onClose={close} /> : null}
      <PublicPopups />
    </Suspense>
  );
}
