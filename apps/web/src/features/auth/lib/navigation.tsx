import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { useInRouterContext, useNavigate } from 'react-router-dom';
import { PAGES } from '@playhouse/contract';

/**
 * Going home after registration or a mobile password reset (§4). Inside the router this is
 * a client-side navigation; rendered outside one it falls back to a page load.
 */
const GoHome = createContext<() => void>(() => window.location.assign(PAGES.home));

export function AuthNavigation({ children }: { children: ReactNode }) {
  return useInRouterContext() ? <RouterGoHome>{children}</RouterGoHome> : <>{children}</>;
}

function RouterGoHome({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const goHome = useCallback(() => void navigate(PAGES.home), [navigate]);
  return <GoHome.Provider value={goHome}>{children}</GoHome.Provider>;
}

export const useGoHome = () => useContext(GoHome);
