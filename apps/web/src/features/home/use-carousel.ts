import { useCallback, useEffect, useState } from 'react';

interface CarouselOptions {
  autoplayMs: number;
  speedMs: number;
  /** Hovered or focused: autoplay waits. */
  paused: boolean;
}

const prefersReducedMotion = () => typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A looping slide position (§9: autoplay, slide speed, loop only when there is more than one
 * slide). When looping, the track holds a clone of the last slide first and of the first slide
 * last, so moving past an end slides on smoothly and then jumps, without animation, to the
 * real slide. Autoplay restarts its delay after every move, and rests while the page is hidden.
 */
export function useCarousel(count: number, { autoplayMs, speedMs, paused }: CarouselOptions) {
  const loop = count > 1;
  const speed = prefersReducedMotion() ? 0 : speedMs;
  const [pos, setPos] = useState(loop ? 1 : 0);
  const [animate, setAnimate] = useState(true);
  const [hidden, setHidden] = useState(() => typeof document !== 'undefined' && document.hidden);

  // The number of slides arrived or changed: start again at the first.
  useEffect(() => {
    setAnimate(false);
    setPos(count > 1 ? 1 : 0);
  }, [count]);

  const move = useCallback(
    (to: (p: number) => number) => {
      if (!loop) return;
      setAnimate(true);
      setPos(to);
    },
    [loop],
  );
  // Never beyond the clones: a click while on a clone waits for the jump to the real slide.
  const next = useCallback(() => move((p) => Math.min(p + 1, count + 1)), [move, count]);
  const prev = useCallback(() => move((p) => Math.max(p - 1, 0)), [move]);
  const goTo = useCallback((index: number) => move(() => index + 1), [move]);

  // On a clone after the slide: jump to the real one without animation.
  useEffect(() => {
    if (!loop || (pos !== 0 && pos !== count + 1)) return;
    const timer = setTimeout(() => {
      setAnimate(false);
      setPos(pos === 0 ? count : 1);
    }, speed);
    return () => clearTimeout(timer);
  }, [pos, loop, count, speed]);

  // Animation back on once the jump has been painted.
  useEffect(() => {
    if (animate) return;
    let inner = 0;
    const outer = requestAnimationFrame(() => (inner = requestAnimationFrame(() => setAnimate(true))));
    return () => {
      cancelAnimationFrame(outer);
      cancelAnimationFrame(inner);
    };
  }, [animate]);

  useEffect(() => {
    const onVisibility = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const autoplaying = loop && !paused && !hidden;
  useEffect(() => {
    if (!autoplaying) return;
    const timer = setTimeout(next, autoplayMs);
    return () => clearTimeout(timer);
  }, [autoplaying, pos, next, autoplayMs]);

  const current = loop ? (((pos - 1) % count) + count) % count : 0;
  return { loop, pos, current, animate, speed, autoplaying, next, prev, goTo };
}
