import { lazy, type ComponentType } from 'react';
import { LIMITS } from '@playhouse/contract';

/** A lazy chunk that did not arrive within the chunk load timeout of §9. */
export class ChunkTimeoutError extends Error {
  override name = 'ChunkTimeoutError';
}

/**
 * React.lazy with the §9 chunk load timeout: a screen group that hangs fails like a
 * broken chunk, so the error boundary can offer a reload instead of spinning forever.
 */
export function lazyPage<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(
    () =>
      new Promise<{ default: ComponentType<P> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new ChunkTimeoutError('chunk timeout')), LIMITS.chunkLoadTimeoutMs);
        load().then(
          (m) => {
            clearTimeout(timer);
            resolve(m);
          },
          (e: unknown) => {
            clearTimeout(timer);
            reject(e instanceof Error ? e : new Error(String(e)));
          },
        );
      }),
  );
}

/** Browsers word a failed dynamic import differently; these cover Chromium, Firefox and Safari. */
export function isChunkLoadError(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  return (
    e.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS/i.test(
      e.message,
    )
  );
}
