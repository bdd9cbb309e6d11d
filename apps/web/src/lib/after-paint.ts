import { useEffect, useState } from 'react';

/**
 * False until the browser has painted once after the caller mounted. For optional widgets whose
 * chunks and start-up work would otherwise sit between a page's first commit and its first paint
 * (the popup or the page's content waits for them on a phone).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs before that frame's paint; a task queued from it runs after the paint.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
