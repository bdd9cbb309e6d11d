import { HEADERS, OPERATOR_CSRF_HEADER } from '@playhouse/contract';
import { fetchAnswer, urlOf } from '@playhouse/web-shared';
import i18n from './i18n';

export { ApiError } from '@playhouse/web-shared';

/**
 * The console's calls to /ops. The session is the httpOnly cookie the browser sends by itself;
 * this module only keeps the session's CSRF token (from the sign-in or /ops/me answer, in
 * memory: a reload asks /ops/me again) and sends it with every change.
 */
let csrf: string | null = null;
export const setCsrf = (token: string | null) => (csrf = token);

export interface OpsCallOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  params?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The merchant a platform operator works on (the Merchant header); a merchant operator's is implied. */
  merchant?: string | undefined;
}

export async function opsCall<T>(path: string, o: OpsCallOptions = {}): Promise<T> {
  const method = o.method ?? (o.body === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { [HEADERS.language]: i18n.language || 'EN' };
  if (o.merchant) headers[HEADERS.merchant] = o.merchant;
  if (method !== 'GET' && csrf) headers[OPERATOR_CSRF_HEADER] = csrf;
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    ...(o.body === undefined ? {} : { body: JSON.stringify(o.body) }),
  };
  return (await fetchAnswer(urlOf(path, o.params, o.query), init, (code) => i18n.t(code))) as T;
}

/**
 * Saves a file the console may read (an export's CSV) under `name`: fetched with the merchant
 * header a link cannot send, then handed to the browser's download.
 */
export async function opsDownload(path: string, name: string, merchant?: string): Promise<void> {
  const headers: Record<string, string> = merchant ? { [HEADERS.merchant]: merchant } : {};
  const r = await fetch(path, { headers, credentials: 'same-origin' });
  if (!r.ok) throw new Error(i18n.t('task_not_ready'));
  const url = URL.createObjectURL(await r.blob());
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
