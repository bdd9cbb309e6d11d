import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/** Every file the browser entry (index.ts) reaches through relative imports. */
function reachable(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)\.js'/g)) {
    reachable(path.resolve(path.dirname(file), `${m[1]}.ts`), seen);
  }
  return seen;
}

describe('contract entry points', () => {
  it('the browser entry reaches none of the server-only protocols', () => {
    const files = [...reachable(path.join(src, 'index.ts'))].map((f) => path.relative(src, f));
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => f.startsWith('server'))).toEqual([]);
  });

  it('the browser entry reaches none of the lottery rules (they load only on lottery pages)', () => {
    const files = [...reachable(path.join(src, 'index.ts'))].map((f) => path.relative(src, f));
    expect(files.filter((f) => f.startsWith('lottery'))).toEqual([]);
    const lottery = [...reachable(path.join(src, 'lottery', 'index.ts'))].map((f) => path.relative(src, f));
    expect(lottery).toContain(path.join('lottery', 'derivation.ts'));
  });
});
