import { useCallback, useEffect, useState } from 'react';

/** Seconds left until a deadline, ticking once a second; start(seconds) sets a new deadline. */
export function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const id = window.setTimeout(() => setNow(Date.now()), 1000);
    return () => window.clearTimeout(id);
  }, [until, now]);
  const start = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setUntil(t + seconds * 1000);
  }, []);
  return { remaining: Math.max(0, Math.ceil((until - now) / 1000)), start };
}
