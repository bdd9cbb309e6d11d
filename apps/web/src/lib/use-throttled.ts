import { useCallback, useEffect, useRef } from 'react';

/** At most one call per `ms` (§9 sms button and captcha refresh throttles); extra clicks are dropped. */
export function useThrottled<A extends unknown[]>(fn: (...args: A) => void, ms: number) {
  const last = useRef(0);
  const latest = useRef(fn);
  useEffect(() => {
    latest.current = fn;
  });
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (now - last.current < ms) return;
      last.current = now;
      latest.current(...args);
    },
    [ms],
  );
}
