import {
  API,
  ENCRYPTION_VERSION,
  encryptBody,
  HEADERS,
  importPublicKey,
  type AnswerOf,
  type ApiPath,
  type ClientErrorCode,
  type ErrorCode,
} from '@playhouse/contract';
import { getMerchantCode, getToken } from './session-store';
import i18n from './i18n';
import { deviceId } from './device-id';

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
  const qs = opts.query
    ? '?' + new URLSearchParams(Object.entries(opts.query).filter(([, v]) => v !== undefined) as [string, string][]).toString()
    : '';
  let res: Response;
  try {
    const url = opts.params ? path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(opts.params?.[name] ?? '')) : path;
    res = await fetch(url + qs, { method: opts.method ?? (body === undefined ? 'GET' : 'POST'), headers, body });
  } catch {
    throw new ApiError('network_error', i18n.t('network_error'), 0);
  }
  let json: { success?: boolean; value?: unknown; code?: ErrorCode; message?: string } | null = null;
  try {
    json = await res.json();
  } catch {
    json = null;
  }
  if (!json || json.success !== true) {
    const code = json?.code ?? (res.status >= 500 ? 'unknown_error' : 'network_error');
    throw new ApiError(code, json?.message ?? i18n.t(code), res.status, json?.value);
  }
  return json.value as AnswerOf<P, M>;
}
