/** A code from the query string (gameCode, vassalage), or null when absent or malformed. */
export function codeParam(params: URLSearchParams, name: string): string | null {
  const v = params.get(name);
  return v && /^[A-Za-z0-9_-]{1,40}$/.test(v) ? v : null;
}
