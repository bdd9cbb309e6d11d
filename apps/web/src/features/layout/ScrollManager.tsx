import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Tries for a moment, since a lazy screen may render the hash's element a little later. */
const HASH_TRIES = 20;
const HASH_RETRY_MS = 100;

/** After each navigation: scroll to the element of the hash, or to the top (§2). */
export function ScrollManager() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const el = document.getElementById(id);
      if (el) el.scrollIntoView({ block: 'start' });
      else if (++tries < HASH_TRIES) timer = setTimeout(attempt, HASH_RETRY_MS);
      else window.scrollTo(0, 0);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [pathname, search, hash]);
  return null;
}
