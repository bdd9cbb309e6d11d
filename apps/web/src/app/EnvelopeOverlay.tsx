import { lazy, Suspense } from 'react';
import { useAfterFirstPaint } from '../lib/after-paint';
import { useSession } from '../lib/session';

// The widget, its calls and texts load only for a signed-in real member, never with a visitor's
// first page. An optional overlay: if its chunk fails to load, the page goes on without it.
const EnvelopeWidget = lazy(() => import('../features/envelopes/EnvelopeWidget').catch(() => ({ default: () => null })));

/** After login (real accounts; trial accounts cannot claim): the red-envelope button and popup. */
export function EnvelopeOverlay() {
  const { isLogin, isTrial } = useSession();
  // After the page's first paint: its chunk (with the forms' zod) is not the page's first work.
  const painted = useAfterFirstPaint();
  if (!isLogin || isTrial || !painted) return null;
  return (
    <Suspense fallback={null}>
      <EnvelopeWidget />
    </Suspense>
  );
}
