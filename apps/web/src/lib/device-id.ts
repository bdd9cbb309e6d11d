const KEY = 'playhouse.device';
const ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * A random id this browser keeps (localStorage) and sends with every call (HEADERS.device):
 * the server's "one bonus per person" checks read it. Not a secret and not a fingerprint; a
 * browser without storage sends a fresh one per page load.
 */
let memo: string | null = null;
/** 128 random bits as hex (getRandomValues works outside secure contexts too, unlike randomUUID). */
const fresh = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');

export function deviceId(): string {
  if (memo) return memo;
  let id: string | null = null;
  try {
    id = localStorage.getItem(KEY);
    if (!id || !ID.test(id)) {
      id = fresh();
      localStorage.setItem(KEY, id);
    }
  } catch {
    id = fresh();
  }
  memo = id;
  return id;
}
