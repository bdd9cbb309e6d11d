import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The boundary rules of eslint.config.js (npm run check) fail a violating file, naming the rule.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

// eslint-plugin-boundaries matches its element patterns against paths relative to the process's directory.
const cwd = process.cwd();
beforeAll(() => process.chdir(root));
afterAll(() => process.chdir(cwd));

async function problemsOf(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((m) => ({ rule: m.ruleId, message: m.message }));
}

describe('boundary rules', () => {
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
    const problems = await problemsOf(
      'apps/server/src/modules/payments/new.service.ts',
      [
        "import type { Db } from '../../db/database.js';",
        "import { callerOf } from '../../http/caller.js';",
        'export const f = callerOf;',
        "export const g = (db: Db) => db.updateTable('members').set({ payee_name: 'x' }).execute();",
        '',
      ].join('\n'),
    );
    expect(problems.map((p) => p.message)).toEqual([
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
