// Local ESLint rule playhouse/module-deps: a server module imports another module only where
// eslint-rules/module-deps.js allows it, never through a dynamic import(), and the map itself
// has no cycle. Together these keep the modules a one-way graph.
import path from 'node:path';
import { MODULE_DEPS } from './module-deps.js';

const MODULES = /apps\/server\/src\/modules\/([^/]+)\//;

/** The module a path lies in, or null outside apps/server/src/modules. */
function moduleOf(file) {
  const m = file.replace(/\\/g, '/').match(MODULES);
  return m ? m[1] : null;
}

/** The first cycle of the map as [a, b, …, a], or null. */
export function cycleOf(deps) {
  const state = new Map(); // undefined: new, 1: on the path, 2: done
  const pathNow = [];
  const visit = (m) => {
    state.set(m, 1);
    pathNow.push(m);
    for (const d of deps[m] ?? []) {
      if (state.get(d) === 1) return [...pathNow.slice(pathNow.indexOf(d)), d];
      if (!state.has(d)) {
        const found = visit(d);
        if (found) return found;
      }
    }
    pathNow.pop();
    state.set(m, 2);
    return null;
  };
  for (const m of Object.keys(deps)) {
    if (state.has(m)) continue;
    const found = visit(m);
    if (found) return found;
  }
  return null;
}

/** The rule over a dependency map (tests build it over a map of their own). */
export const moduleDepsRule = (deps) => ({
  meta: {
    type: 'problem',
    docs: { description: 'Server modules import each other one way (eslint-rules/module-deps.js)' },
    schema: [],
    messages: {
      undeclared:
        "playhouse/module-deps: module '{{from}}' may not import module '{{to}}'; eslint-rules/module-deps.js lists what it may import (an upward import would close a cycle)",
      dynamic:
        "playhouse/module-deps: no dynamic import() of another module ('{{to}}' from '{{from}}'); import it statically where module-deps.js allows it",
      unknownModule: "playhouse/module-deps: module '{{from}}' has no line in eslint-rules/module-deps.js",
      cycle: 'playhouse/module-deps: eslint-rules/module-deps.js has a cycle: {{cycle}}',
    },
  },
  create(context) {
    const filename = (context.filename ?? context.getFilename()).replace(/\\/g, '/');
    const from = moduleOf(filename);
    if (!from) return {};
    const isTest = /\.test\.tsx?$/.test(filename);
    const cycle = cycleOf(deps);
    const target = (source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return null;
      const to = moduleOf(path.posix.join(path.posix.dirname(filename), source) + '/');
      return to && to !== from ? to : null;
    };
    const checkStatic = (node, source) => {
      const to = target(source);
      if (!to || isTest) return;
      if (!(deps[from] ?? []).includes(to)) context.report({ node, messageId: 'undeclared', data: { from, to } });
    };
    return {
      Program(node) {
        if (cycle) context.report({ node, messageId: 'cycle', data: { cycle: cycle.join(' → ') } });
        else if (!isTest && !(from in deps)) context.report({ node, messageId: 'unknownModule', data: { from } });
      },
      ImportDeclaration: (node) => checkStatic(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && checkStatic(node, node.source.value),
      ExportAllDeclaration: (node) => checkStatic(node, node.source.value),
      TSImportType(node) {
        const arg = node.argument;
        const value = arg?.type === 'TSLiteralType' ? arg.literal.value : arg?.value;
        checkStatic(node, value);
      },
      ImportExpression(node) {
        const source = node.source;
        const value =
          source.type === 'Literal'
            ? source.value
            : source.type === 'TemplateLiteral' && source.expressions.length === 0
              ? source.quasis[0].value.cooked
              : null;
        if (value === null) {
          // A computed specifier could name any module: only literal ones can be checked.
          if (!isTest) context.report({ node, messageId: 'dynamic', data: { from, to: '(computed)' } });
          return;
        }
        const to = target(value);
        if (to) context.report({ node, messageId: 'dynamic', data: { from, to } });
      },
    };
  },
});

export const moduleDeps = moduleDepsRule(MODULE_DEPS);
