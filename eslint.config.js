// Lint and import boundaries for the whole workspace (npm run check).
// The boundary rules encode ARCHITECTURE.md's "Boundaries" section; each message names the rule.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import { moduleDeps } from './eslint-rules/module-imports.js';
import { tableOwner } from './eslint-rules/table-owner.js';

const playhouse = { rules: { 'table-owner': tableOwner, 'module-deps': moduleDeps } };

const server = 'apps/server/src';
const web = 'apps/web/src';
const consoleApp = 'apps/console/src';
const webApps = ['web-lib', 'web-components', 'web-feature', 'web-app'];
const consoleParts = ['console-lib', 'console-components', 'console-pages', 'console-app'];

const boundaryMessage = 'boundaries: ${file.type} may not import ${dependency.type} (see ARCHITECTURE.md, Boundaries)';

/** The layer rules; tests (API tests drive the whole app: seeds, jobs, composition) may import any server layer. */
function elementTypes(tests) {
  const serverAbove = ['server-jobs', 'server-seed', 'server-app'];
  return {
    default: 'allow',
    message: boundaryMessage,
    rules: [
      // core (errors, paging) is the bottom; db and lib sit on it; then deps/config; then the modules.
      {
        from: 'server-core',
        disallow: ['server-lib', 'server-db', 'server-http', 'server-module', 'server-base', ...serverAbove],
      },
      { from: 'server-db', disallow: ['server-lib', 'server-http', 'server-module', 'server-base', ...serverAbove] },
      { from: 'server-lib', disallow: ['server-http', 'server-module', 'server-base', ...serverAbove] },
      // deps.ts names the provider registry's type (through the providers index).
      { from: 'server-base', disallow: ['server-http', ...serverAbove] },
      // http/ maps HTTP only: it may name module types, never call module code (composition.ts hands it in).
      {
        from: 'server-http',
        disallow: ['server-module'],
        importKind: 'value',
        message:
          'boundaries: http/ may import only types from a module; composition.ts hands module code in (see ARCHITECTURE.md, Boundaries)',
      },
      ...(tests ? [] : [{ from: 'server-module', disallow: serverAbove }]),
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
      // The console: lib, then components, then pages, then the app; it and the web app never import
      // each other (what both need lives in packages/web-shared, which imports neither).
      { from: 'console-lib', disallow: ['console-components', 'console-pages', 'console-app'] },
      { from: 'console-components', disallow: ['console-pages', 'console-app'] },
      { from: 'console-pages', disallow: ['console-app'] },
      { from: webApps, disallow: consoleParts },
      { from: consoleParts, disallow: webApps },
      { from: 'web-shared', disallow: [...webApps, ...consoleParts] },
    ],
  };
}

const harnessOnlyInTests = {
  group: ['**/test/*', '**/test/helpers/*'],
  message: 'boundaries: only *.test.ts files may import the test harness',
};
const noHttpInServices = {
  group: ['**/http/*', '!**/http/*.test.js'],
  message:
    'boundaries/no-http-in-services: only *.routes.ts, *.http.ts, *.page.ts and *.socket.ts may import http/; services take a Caller, not a request',
};

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
            'apps/console/tsconfig.json',
            'packages/web-shared/tsconfig.json',
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
        // deps.ts and config.ts: what every module receives (Deps, Config), below the modules.
        { type: 'server-base', pattern: [`${server}/deps.ts`, `${server}/config.ts`], mode: 'file' },
        { type: 'server-app', pattern: `${server}/*.ts`, mode: 'file' },
        // Web: lib and components, then features, then the app.
        { type: 'web-lib', pattern: [`${web}/lib`, `${web}/config`], mode: 'folder' },
        { type: 'web-components', pattern: `${web}/components`, mode: 'folder' },
        { type: 'web-feature', pattern: `${web}/features/*`, mode: 'folder', capture: ['feature'] },
        { type: 'web-app', pattern: [`${web}/app/**`, `${web}/main.tsx`], mode: 'full' },
        // The operator console, and what it shares with the web app.
        { type: 'console-lib', pattern: `${consoleApp}/lib`, mode: 'folder' },
        { type: 'console-components', pattern: `${consoleApp}/components`, mode: 'folder' },
        { type: 'console-pages', pattern: `${consoleApp}/pages`, mode: 'folder' },
        { type: 'console-app', pattern: `${consoleApp}/*.tsx`, mode: 'full' },
        { type: 'web-shared', pattern: 'packages/web-shared/src', mode: 'folder' },
        { type: 'contract', pattern: 'packages/contract/src', mode: 'folder' },
      ],
    },
    rules: {
      'boundaries/element-types': ['error', elementTypes(false)],
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
    // The browser bundles must never contain the server-only protocols (provider signing, transfer protocol, secrets).
    files: [
      `${web}/**/*.ts`,
      `${web}/**/*.tsx`,
      `${consoleApp}/**/*.ts`,
      `${consoleApp}/**/*.tsx`,
      'packages/web-shared/src/**/*.ts',
    ],
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
    // Texts typed by members and operators are stored as typed and are only ever text in a page:
    // markup reaches the DOM through React's escaping or the one allow-list renderer
    // (renderSafeHtml), never through an HTML sink (see ARCHITECTURE.md, "Where text is sanitised").
    files: ['apps/*/src/**/*.ts', 'apps/*/src/**/*.tsx', 'packages/*/src/**/*.tsx'],
    ignores: ['apps/server/**', 'apps/simulator/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          ["JSXAttribute[name.name='dangerouslySetInnerHTML']", 'dangerouslySetInnerHTML'],
          ['AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]', 'an innerHTML or outerHTML assignment'],
          ["CallExpression[callee.property.name='insertAdjacentHTML']", 'insertAdjacentHTML'],
          ["CallExpression[callee.object.name='document'][callee.property.name=/^(write|writeln)$/]", 'document.write'],
        ].map(([selector, what]) => ({
          selector,
          message: `text-as-text: no ${what}; render text as React text, rich text with renderSafeHtml (see ARCHITECTURE.md, Where text is sanitised)`,
        })),
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
    // A named statement lives on one server connection; a transaction pooler (pgbouncer) hands
    // the next query another connection, where it does not exist (docs/cluster.md).
    files: ['apps/server/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query'] > ObjectExpression > Property[key.name='name']",
          message: 'pooled-queries: no named prepared statement (a query config with `name`); see docs/cluster.md',
        },
      ],
    },
  },
  {
    files: ['apps/server/**/*.test.ts', 'apps/server/test/**/*.ts'],
    rules: { 'boundaries/element-types': ['error', elementTypes(true)] },
  },
  {
    // Only tests may use the test harness.
    files: [`${server}/**/*.ts`],
    ignores: [`${server}/**/*.test.ts`],
    rules: { 'no-restricted-imports': ['error', { patterns: [harnessOnlyInTests] }] },
  },
  {
    // One module owns each table: a write naming another module's table fails (eslint-rules/table-owners.js).
    files: [`${server}/modules/**/*.ts`, `${server}/lib/**/*.ts`],
    plugins: { playhouse },
    rules: { 'playhouse/table-owner': 'error' },
  },
  {
    // Modules import each other one way: only what eslint-rules/module-deps.js lists, never through import().
    files: [`${server}/modules/**/*.ts`],
    plugins: { playhouse },
    rules: { 'playhouse/module-deps': 'error' },
  },
  {
    // A module's services, repositories and helpers know nothing of HTTP (boundaries/no-http-in-services).
    files: [`${server}/modules/**/*.ts`],
    ignores: [
      `${server}/**/*.test.ts`,
      `${server}/**/*.routes.ts`,
      `${server}/**/*.http.ts`,
      `${server}/**/*.page.ts`,
      `${server}/**/*.socket.ts`,
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [harnessOnlyInTests, noHttpInServices] }] },
  },
);
