import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element came near the viewport (and stays true): sections further down the
 * home page fetch their games only then, so the first load asks for what is on screen.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '400px'): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    if (typeof IntersectionObserver === 'undefined') return setSeen(true);
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin });
    io.observe(el);
    return () => io.disconnect();
  }, [ref, rootMargin, seen]);
  return seen;
}
