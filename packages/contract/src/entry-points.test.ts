import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(src, '../../..');

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

  it('lint refuses the server entry in the web app, and a feature importing another feature, naming the rule', async () => {
    // In a child process: the import resolver the boundary rules use does not run inside vitest's module loader.
    const lint = async (code: string, file: string): Promise<string[]> => {
      const r = spawnSync('npx', ['eslint', '--stdin', '--stdin-filename', path.join(root, file), '-f', 'json'], {
        cwd: root,
        input: code,
        encoding: 'utf8',
      });
      return (JSON.parse(r.stdout) as { messages: { message: string }[] }[])[0]!.messages.map((m) => m.message);
    };
    expect(
      await lint(
        "import { signSeamless } from '@playhouse/contract/server';\nexport const s = signSeamless;\n",
        'apps/web/src/lib/probe.ts',
      ),
    ).toEqual([expect.stringContaining('boundaries: the web app may not import @playhouse/contract/server')]);
    expect(
      await lint("import { Footer } from '../layout/Footer';\nexport const f = Footer;\n", 'apps/web/src/features/home/probe.ts'),
    ).toEqual([expect.stringContaining('boundaries: a feature may not import another feature (layout)')]);
    expect(
      await lint("import { paths } from '../../config/paths';\nexport const p = paths;\n", 'apps/web/src/features/home/probe.ts'),
    ).toEqual([]);
  }, 60_000);
});
