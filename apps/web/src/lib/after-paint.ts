import { useEffect, useState } from 'react';

/** A hidden tab draws no frames: past this, the caller goes on without waiting for one. */
const MOST_WAIT_MS = 1000;

/**
 * False until the browser has painted once after the caller mounted. For optional widgets whose
 * chunks and start-up work would otherwise sit between a page's first commit and its first paint
 * (the popup or the page's content waits for them on a phone).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame's paint; a task queued from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(done, 0);
    });
    const fallback = setTimeout(done, MOST_WAIT_MS);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
      clearTimeout(fallback);
    };
  }, []);
  return painted;
}
