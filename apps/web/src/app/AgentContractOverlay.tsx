import { lazy, Suspense } from 'react';
import { useDialogs } from '../lib/dialogs';
import { useSession } from '../lib/session';

// The popup, the agent calls and their texts load only for a signed-in agent, never with the
// home page. An optional overlay: if its chunk fails to load, the page goes on without it.
const AgentContractPopup = lazy(() => import('./screens/AgentContractPopup').catch(() => ({ default: () => null })));

/**
 * §2 popups / §6: after login on the member site, a non-trial agent sees the contract offers
 * (and terminations to confirm) waiting for its answer; the popup shows nothing when none wait.
 * Never for players or trial accounts, and never over another dialog.
 */
export function AgentContractOverlay() {
  const { isLogin, isAgent, isTrial } = useSession();
  const { current } = useDialogs();
  if (!isLogin || !isAgent || isTrial || current) return null;
  return (
    <Suspense fallback={null}>
      <AgentContractPopup />
    </Suspense>
  );
}
