import { useEffect, useState } from 'react';

/**
 * Now on the server's clock: the offset between the server time of the last near answer and
 * this device's clock, so a device set a few minutes off still locks at the real sales close.
 */
export function useServerNow(serverTime: string | undefined, fetchedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  const offset = serverTime ? Date.parse(serverTime) - fetchedAt : 0;
  return now + offset;
}

/** "mm:ss" (or "h:mm:ss") of a span in milliseconds, never negative. */
export function countdownText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
