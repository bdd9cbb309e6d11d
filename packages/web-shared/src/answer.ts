import type { ClientErrorCode, ErrorCode } from '@playhouse/contract';

/** A failed call: the server's stable code (or a client-side one) and its localized message. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode | ClientErrorCode,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
  }
}

/** A path with its `:name` parameters filled in (encoded) and a query string of the defined values. */
export function urlOf(
  path: string,
  params?: Record<string, string>,
  query?: Record<string, string | number | undefined>,
): string {
  const filled = params ? path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? '')) : path;
  const pairs = Object.entries(query ?? {}).filter((e): e is [string, string | number] => e[1] !== undefined);
  return pairs.length ? `${filled}?${new URLSearchParams(pairs.map(([k, v]) => [k, String(v)])).toString()}` : filled;
}

/**
 * One call to the API and its answer envelope ({ success, value } or { success: false, code,
 * message }): the value, or an ApiError with the server's code and message (`text` names codes
 * the client makes itself: network_error, unknown_error).
 */
export async function fetchAnswer(url: string, init: RequestInit, text: (code: string) => string): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, init);
  } catch {
    throw new ApiError('network_error', text('network_error'), 0);
  }
  let json: { success?: boolean; value?: unknown; code?: ErrorCode; message?: string } | null = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (!json || json.success !== true) {
    const code = json?.code ?? (res.status >= 500 ? 'unknown_error' : 'network_error');
    throw new ApiError(code, json?.message ?? text(code), res.status, json?.value);
  }
  return json.value;
}
