import { createHash } from 'node:crypto';

/** A strong ETag: `prefix` (a kind, and a version where one applies) and a digest of `content`. */
export function etagOf(prefix: string, content: string): string {
  return `"${prefix}-${createHash('sha256').update(content).digest('base64url').slice(0, 22)}"`;
}
