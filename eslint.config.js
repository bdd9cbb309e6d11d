// Lint and import boundaries for the whole workspace (npm run check).
// The boundary rules encode ARCHITECTURE.md's "Boundaries" section; each message names the rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

const server = 'apps/server/src';
const web = 'apps/web/src';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '.data/**', 'bench/results/**', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      'no-control-regex': 'off',
    },
  },
  {
    files: ['apps/**/*.ts', 'apps/**/*.tsx', 'packages/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': {
        typescript: {
          project: [
            'apps/server/tsconfig.json',
            'apps/web/tsconfig.json',
            'apps/simulator/tsconfig.json',
            'packages/contract/tsconfig.json',
          ],
        },
      },
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'boundaries/elements': [
        // Server: layers below the modules, the modules, then what composes them.
        { type: 'server-lib', pattern: `${server}/lib`, mode: 'folder' },
        { type: 'server-core', pattern: `${server}/core`, mode: 'folder' },
        { type: 'server-db', pattern: `${server}/db`, mode: 'folder' },
        { type: 'server-http', pattern: `${server}/http`, mode: 'folder' },
        { type: 'server-module', pattern: `${server}/modules/*`, mode: 'folder', capture: ['module'] },
        { type: 'server-jobs', pattern: `${server}/jobs`, mode: 'folder' },
        { type: 'server-seed', pattern: `${server}/seed`, mode: 'folder' },
        { type: 'server-test', pattern: 'apps/server/test', mode: 'folder' },
        { type: 'server-app', pattern: `${server}/*.ts`, mode: 'file' },
        // Web: lib and components, then features, then the app.
        { type: 'web-lib', pattern: [`${web}/lib`, `${web}/config`], mode: 'folder' },
        { type: 'web-components', pattern: `${web}/components`, mode: 'folder' },
        { type: 'web-feature', pattern: `${web}/features/*`, mode: 'folder', capture: ['feature'] },
        { type: 'web-app', pattern: [`${web}/app/**`, `${web}/main.tsx`], mode: 'full' },
        { type: 'contract', pattern: 'packages/contract/src', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'allow',
          message: 'boundaries: ${file.type} may not import ${dependency.type} (see ARCHITECTURE.md, Boundaries)',
          rules: [
            {
              from: 'server-lib',
              disallow: ['server-core', 'server-db', 'server-http', 'server-module', 'server-jobs', 'server-seed', 'server-app'],
            },
            { from: 'server-core', disallow: ['server-http', 'server-module', 'server-jobs', 'server-seed', 'server-app'] },
            { from: 'server-db', disallow: ['server-http', 'server-module', 'server-jobs', 'server-seed', 'server-app'] },
            { from: 'server-module', disallow: ['server-jobs', 'server-seed', 'server-app'] },
            { from: 'web-lib', disallow: ['web-components', 'web-feature', 'web-app'] },
            { from: 'web-components', disallow: ['web-feature', 'web-app'] },
            { from: 'web-feature', disallow: ['web-app'] },
            {
              from: 'web-feature',
              disallow: ['web-feature'],
              message:
                'boundaries: a feature may not import another feature (${dependency.feature}); move what they share to components/ or lib/',
            },
            { from: 'web-feature', allow: [['web-feature', { feature: '${from.feature}' }]] },
          ],
        },
      ],
      'boundaries/entry-point': [
        'error',
        {
          default: 'allow',
          message:
            "boundaries: import another module through its index.ts, not '${dependency.source}' (see ARCHITECTURE.md, Boundaries)",
          rules: [
            { target: ['server-module'], disallow: ['**'] },
            { target: ['server-module'], allow: ['index.ts'] },
          ],
        },
      ],
    },
  },
  {
    // The browser bundle must never contain the server-only protocols (provider signing, transfer protocol, secrets).
    files: [`${web}/**/*.ts`, `${web}/**/*.tsx`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playhouse/contract/server',
              message:
                'boundaries: the web app may not import @playhouse/contract/server (server-only protocols; see ARCHITECTURE.md, Boundaries)',
            },
          ],
          patterns: [
            {
              group: ['**/contract/src/**'],
              message:
                'boundaries: the web app imports the contract as @playhouse/contract only (see ARCHITECTURE.md, Boundaries)',
            },
          ],
        },
      ],
    },
  },
  {
    // The contract's browser entry may not pull in its server-only half.
    files: ['packages/contract/src/**/*.ts'],
    ignores: ['packages/contract/src/server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./server/*', '../server/*', '**/server/*'],
              message:
                'boundaries: the browser entry of the contract may not import its server-only half (src/server/); see ARCHITECTURE.md, Boundaries',
            },
          ],
        },
      ],
    },
  },
  {
    // Only tests may use the test harness.
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/**/*.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/test/*'], message: 'boundaries: only *.test.ts files may import the test harness' }] },
      ],
    },
  },
);
