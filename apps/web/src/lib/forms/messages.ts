import { ApiError } from '../api-client';
import i18n from '../i18n';

/**
 * Form messages are stored as i18n keys (plus params), not as text, so that an error already
 * on screen follows a language switch. react-hook-form keeps messages as strings, hence the
 * encoding. A server message without a translation key is kept as raw text.
 */
export type Params = Record<string, string | number>;
const PARAMS = '\u0001';
const RAW = '\u0002';

export const msg = (key: string, params?: Params) => (params ? `${key}${PARAMS}${JSON.stringify(params)}` : key);

/** Turns a stored message back into text in the current language. */
export function translateMsg(t: (key: string, params?: Params) => string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith(RAW)) return message.slice(1);
  const at = message.indexOf(PARAMS);
  if (at < 0) return t(message);
  let params: Params | undefined;
  try {
    params = JSON.parse(message.slice(at + 1)) as Params;
  } catch {
    params = undefined;
  }
  return t(message.slice(0, at), params);
}

/** The message of a failed call: its code's translation, else the server's own text. */
export function apiErrorMsg(err: unknown): string {
  // A text with the server's values in it (e.g. a limit's remaining amount, an exclusion's end)
  // is the server's own message, already in the request's language.
  if (err instanceof ApiError && String(i18n.getResource('EN', 'translation', err.code) ?? '').includes('{{'))
    return RAW + err.message;
  if (err instanceof ApiError) return i18n.exists(err.code) ? msg(err.code) : RAW + err.message;
  return msg('unknown_error');
}
