import { useRef } from 'react';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * A client request id for the retry-safe money calls (wallet transfer, withdraw,
 * transferUpline): 8–64 of [A-Za-z0-9_-]. getRandomValues works on plain http too, where
 * crypto.randomUUID does not exist.
 */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Keeps one request id per attempted money movement: clicking again after a failure whose
 * outcome is unknown (network drop, 5xx) resends the same id, so the server applies it at most
 * once. A definite answer, or a different request (another key), starts a new id.
 */
export class RetrySafeId {
  private current: { key: string; id: string } | null = null;

  for(key: string): string {
    if (this.current?.key !== key) this.current = { key, id: newRequestId() };
    return this.current.id;
  }

  /** Call with the outcome: only an unknown one keeps the id for the retry. */
  settle(outcomeUnknown: boolean): void {
    if (!outcomeUnknown) this.current = null;
  }
}

/** A network drop or a server failure: the request may or may not have been applied. */
export const outcomeUnknown = (e: unknown) => !(e instanceof ApiError) || e.status === 0 || e.status >= 500;

/**
 * A money-moving mutation with a RetrySafeId: `keyOf` names the attempted movement, `send`
 * makes the call with its request id. The id is settled before the caller's own callbacks;
 * `onError` is told whether the outcome is unknown (the request may have been applied).
 */
export function useRetrySafeMutation<TBody, TResult>(opts: {
  keyOf: (body: TBody) => string;
  send: (body: TBody, requestId: string) => Promise<TResult>;
  onSuccess?: (result: TResult) => unknown;
  onError?: (error: Error, outcomeUnknown: boolean) => void;
}) {
  const ids = useRef(new RetrySafeId());
  return useMutation({
    mutationFn: (body: TBody) => opts.send(body, ids.current.for(opts.keyOf(body))),
    onSuccess: (result) => {
      ids.current.settle(false);
      return opts.onSuccess?.(result);
    },
    onError: (e) => {
      const unknown = outcomeUnknown(e);
      ids.current.settle(unknown);
      opts.onError?.(e, unknown);
    },
  });
}
