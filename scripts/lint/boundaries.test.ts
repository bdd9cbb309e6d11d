// The boundary rules of eslint.config.js (npm run check) fail a violating file with a message
// that names the rule. Each case lints code for a file that does not exist, placed where a new
// file would go. Run from the repository root: the boundaries plugin matches paths from there.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { cycleOf, moduleDepsRule } from '../../eslint-rules/module-imports.js';
import { MODULE_DEPS } from '../../eslint-rules/module-deps.js';

const eslint = new ESLint();

async function problemsOf(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}
const messagesOf = async (filePath: string, code: string) => (await problemsOf(filePath, code)).map((p) => p.message);

describe('server boundaries', () => {
  it("fail a module that imports another module's repository, naming the rule", async () => {
    const problems = await problemsOf(
      'apps/server/src/modules/payments/new.service.ts',
      "import { findMember } from '../member/member.repository.js';\nexport const f = findMember;\n",
    );
    expect(problems).toEqual([
      expect.objectContaining({ rule: 'boundaries/entry-point', message: expect.stringContaining('through its index.ts') }),
    ]);
  });

  it('let it import the same through the index', async () => {
    const problems = await problemsOf(
      'apps/server/src/modules/payments/new.service.ts',
      "import { findMember } from '../member/index.js';\nexport const f = findMember;\n",
    );
    expect(problems).toEqual([]);
  });

  it('fail a service that imports http/, and a write to a table another module owns', async () => {
    const messages = await messagesOf(
      'apps/server/src/modules/payments/new.service.ts',
      [
        "import type { Db } from '../../db/database.js';",
        "import { callerOf } from '../../http/caller.js';",
        'export const f = callerOf;',
        "export const g = (db: Db) => db.updateTable('members').set({ payee_name: 'x' }).execute();",
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([
      expect.stringContaining('boundaries/no-http-in-services'),
      expect.stringContaining("playhouse/table-owner: table 'members' belongs to the member module"),
    ]);
  });

  it('fail http/ calling module code', async () => {
    const problems = await problemsOf(
      'apps/server/src/http/new-hook.ts',
      "import { findMerchantByCode } from '../modules/merchant/index.js';\nexport const f = findMerchantByCode;\n",
    );
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'boundaries/element-types',
        message: expect.stringContaining('http/ may import only types'),
      }),
    ]);
  });
});

describe('module dependencies', () => {
  it('fail an upward import (a store importing the flows above it), naming the rule', async () => {
    const problems = await problemsOf(
      'apps/server/src/modules/member/new.service.ts',
      "import { memberRoutes } from '../account/index.js';\nexport const r = memberRoutes;\n",
    );
    expect(problems).toEqual([
      expect.objectContaining({
        rule: 'playhouse/module-deps',
        message: expect.stringContaining("module 'member' may not import module 'account'"),
      }),
    ]);
  });

  it('fail a type-only import and a re-export that close a cycle too', async () => {
    const messages = await messagesOf(
      'apps/server/src/modules/session/new.ts',
      "import type { MemberRow } from '../member/index.js';\nexport type { MemberRow };\nexport { sessionRoutes } from '../account/index.js';\n",
    );
    expect(messages).toEqual([
      expect.stringContaining("module 'session' may not import module 'member'"),
      expect.stringContaining("module 'session' may not import module 'account'"),
    ]);
  });

  it('fail a dynamic import() of another module even where a static one is allowed', async () => {
    const messages = await messagesOf(
      'apps/server/src/modules/agent/new.ts',
      "export const groups = async () => (await import('../lottery/index.js')).memberGroup;\n",
    );
    expect(messages).toEqual([expect.stringContaining("no dynamic import() of another module ('lottery' from 'agent')")]);
  });

  it('let a module import what the map lists, statically', async () => {
    expect(
      await messagesOf(
        'apps/server/src/modules/agent/new.ts',
        "import { memberGroup } from '../lottery/index.js';\nexport const g = memberGroup;\n",
      ),
    ).toEqual([]);
  });

  it('fail a module the map does not name', async () => {
    expect(await messagesOf('apps/server/src/modules/brand-new/new.ts', 'export const x = 1;\n')).toEqual([
      expect.stringContaining("module 'brand-new' has no line in eslint-rules/module-deps.js"),
    ]);
  });

  it('fail every module file when the map itself has a cycle', async () => {
    const cyclic = { ...MODULE_DEPS, session: [...MODULE_DEPS.session, 'account'] };
    const linter = new ESLint({
      overrideConfig: [
        {
          files: ['apps/server/src/modules/**/*.ts'],
          plugins: { probe: { rules: { 'module-deps': moduleDepsRule(cyclic) } } },
          rules: { 'probe/module-deps': 'error' },
        },
      ],
    });
    const [result] = await linter.lintText('export const x = 1;\n', { filePath: 'apps/server/src/modules/wallet/new.ts' });
    expect(result!.messages.map((m) => m.message)).toContainEqual(
      expect.stringMatching(/module-deps.js has a cycle: (account|session) → .* → (account|session)/),
    );
  });

  it('keep the map of today acyclic', () => {
    expect(cycleOf(MODULE_DEPS)).toBeNull();
    expect(cycleOf({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
  });
});

describe('pooled queries', () => {
  it('fail a named prepared statement, which a transaction pooler cannot carry, and let an unnamed one pass', async () => {
    const code = (config: string) => `import pg from 'pg';\nexport const q = (c: pg.Pool) => c.query(${config});\n`;
    expect(await messagesOf('apps/server/src/lib/new.ts', code("{ name: 'balance', text: 'SELECT 1' }"))).toEqual([
      expect.stringContaining('pooled-queries: no named prepared statement'),
    ]);
    expect(await messagesOf('apps/server/src/lib/new.ts', code("{ text: 'SELECT $1::int', values: [1] }"))).toEqual([]);
  });
});

describe('web boundaries', () => {
  it('fail a feature that imports another feature, naming the rule', async () => {
    expect(
      await messagesOf(
        'apps/web/src/features/home/probe.ts',
        "import { Footer } from '../layout/Footer';\nexport const f = Footer;\n",
      ),
    ).toEqual([expect.stringContaining('boundaries: a feature may not import another feature (layout)')]);
  });

  it('fail a shared component that imports a feature', async () => {
    expect(
      await messagesOf(
        'apps/web/src/components/ui/Probe.tsx',
        "import { HomePage } from '../../features/home/HomePage';\nexport const h = HomePage;\n",
      ),
    ).toEqual([expect.stringContaining('boundaries:')]);
  });

  it('fail the server-only contract entry in the browser', async () => {
    expect(
      await messagesOf(
        'apps/web/src/lib/probe.ts',
        "import { signSeamless } from '@playhouse/contract/server';\nexport const s = signSeamless;\n",
      ),
    ).toEqual([expect.stringContaining('boundaries: the web app may not import @playhouse/contract/server')]);
  });

  it('let a feature use config/paths', async () => {
    expect(
      await messagesOf(
        'apps/web/src/features/home/probe.ts',
        "import { paths } from '../../config/paths';\nexport const p = paths;\n",
      ),
    ).toEqual([]);
  });
});

describe('text stays text in the browser', () => {
  const sinks = [
    ['dangerouslySetInnerHTML', 'export const N = ({ s }: { s: string }) => <p dangerouslySetInnerHTML={{ __html: s }} />;\n'],
    ['innerHTML', 'export const f = (el: HTMLElement, s: string) => {\n  el.innerHTML = s;\n};\n'],
    ['insertAdjacentHTML', "export const f = (el: HTMLElement, s: string) => el.insertAdjacentHTML('beforeend', s);\n"],
    ['document.write', 'export const f = (s: string) => document.write(s);\n'],
  ] as const;

  it.each(sinks)('fails %s in the player site and in the operator console, naming the rule', async (_name, code) => {
    for (const file of ['apps/web/src/features/messages/Probe.tsx', 'apps/console/src/features/members/Probe.tsx']) {
      expect(await messagesOf(file, code)).toEqual([expect.stringContaining('text-as-text: no')]);
    }
  });

  it('lets a member text be rendered as React text', async () => {
    expect(
      await messagesOf('apps/web/src/features/messages/Probe.tsx', 'export const N = ({ s }: { s: string }) => <p>{s}</p>;\n'),
    ).toEqual([]);
  });
});
