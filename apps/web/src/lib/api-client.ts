import { API, ENCRYPTION_VERSION, encryptBody, HEADERS, importPublicKey, type AnswerOf, type ApiPath } from '@playhouse/contract';
import { ApiError, fetchAnswer, urlOf } from '@playhouse/web-shared';
import { getMerchantCode, getToken } from './session-store';
import i18n from './i18n';
import { deviceId } from './device-id';

export { ApiError };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CallOptions<M extends Method = Method> {
  method?: M;
  /** Values of the path's `:name` parameters. */
  params?: Record<string, string>;
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** A credential call: the body is always sent in the encrypted envelope. */
  encrypt?: boolean;
  /** Form-urlencoded body instead of JSON. */
  form?: boolean;
  /** Extra request headers (e.g. a game session header); merged over the defaults. */
  headers?: Record<string, string>;
}

let keyPromise: Promise<{ keyId: string; key: CryptoKey }> | null = null;
function envelopeKey() {
  keyPromise ??= call(API.system.encryptionKey).then(async (k) => ({
    keyId: k.keyId,
    key: await importPublicKey(k.publicKey),
  }));
  keyPromise.catch(() => (keyPromise = null));
  return keyPromise;
}

/**
 * Calls the API and returns `value`, or throws ApiError. No side effects beyond the call. The
 * answer's type is the contract's schema for the path (API_ANSWERS), never one the caller states.
 */
export async function call<P extends ApiPath, M extends Method = 'GET'>(
  path: P,
  opts: CallOptions<M> = {},
): Promise<AnswerOf<P, M>> {
  const headers: Record<string, string> = { [HEADERS.language]: i18n.language || 'EN', [HEADERS.device]: deviceId() };
  const merchant = getMerchantCode();
  if (merchant) headers[HEADERS.merchant] = merchant;
  const token = getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  Object.assign(headers, opts.headers);
  let body: string | undefined;
  if (opts.body !== undefined) {
    if (opts.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(opts.body as Record<string, string>).toString();
    } else if (opts.encrypt) {
      const { keyId, key } = await envelopeKey();
      headers['content-type'] = 'application/json';
      headers[HEADERS.encryption] = ENCRYPTION_VERSION;
      body = JSON.stringify(await encryptBody(opts.body, key, keyId));
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
  }
  const url = urlOf(path, opts.params, opts.query);
  const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
  return (await fetchAnswer(url, { method, headers, body }, (code) => i18n.t(code))) as AnswerOf<P, M>;
}
