// The boundary rules fail a violating file with a message that names the rule (issue: spine).
// Each case lints a file that does not exist, placed where a new file would go.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('import boundaries', () => {
  it("refuses a server module file that imports another module's repository", async () => {
    const found = await problems(
      'apps/server/src/modules/payments/new-file.ts',
      "import { lockAccounts } from '../ledger/ledger.repository.js';\nexport const x = lockAccounts;\n",
    );
    expect(found.join('\n')).toMatch(/boundaries\/entry-point: .*index\.ts/);
  });

  it('lets a server module use another module through its index.ts', async () => {
    const found = await problems(
      'apps/server/src/modules/payments/new-file.ts',
      "import * as ledger from '../ledger/index.js';\nexport const x = ledger;\n",
    );
    expect(found.filter((p) => p.startsWith('boundaries'))).toEqual([]);
  });

  it('refuses a web feature that imports another feature', async () => {
    const found = await problems(
      'apps/web/src/features/agent/NewScreen.tsx',
      "import * as home from '../home/HomePage';\nexport const x = home;\n",
    );
    expect(found.join('\n')).toMatch(/boundaries\/element-types: .*a feature may not import another feature \(home\)/);
  });

  it('refuses a web component that imports a feature', async () => {
    const found = await problems(
      'apps/web/src/components/ui/NewThing.tsx',
      "import * as home from '../../features/home/HomePage';\nexport const x = home;\n",
    );
    expect(found.join('\n')).toMatch(/boundaries\/element-types/);
  });
});
