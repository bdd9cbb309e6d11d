// Local ESLint rule playhouse/table-owner: a Kysely write (insertInto / updateTable /
// deleteFrom with a literal table name, or a raw `sql` INSERT / UPDATE / DELETE) may only name a
// table its own module owns (eslint-rules/table-owners.js).
import { TABLE_OWNERS } from './table-owners.js';

const WRITES = new Set(['insertInto', 'updateTable', 'deleteFrom']);
const RAW_WRITE = /\b(?:INSERT\s+INTO|DELETE\s+FROM|(?<!\b(?:DO|FOR)\s+)UPDATE)\s+([a-z_][a-z0-9_]*)/gi;

/** 'member' for apps/server/src/modules/member/..., 'lib' for apps/server/src/lib/..., else null (not checked). */
function ownerOfFile(filename) {
  const f = filename.replace(/\\/g, '/');
  if (/\.test\.tsx?$/.test(f)) return null;
  const m = f.match(/apps\/server\/src\/modules\/([^/]+)\//);
  if (m) return m[1];
  if (/apps\/server\/src\/lib\//.test(f)) return 'lib';
  return null;
}

export const tableOwner = {
  meta: {
    type: 'problem',
    docs: { description: 'A module writes only the tables it owns (eslint-rules/table-owners.js)' },
    schema: [],
    messages: {
      foreign:
        "playhouse/table-owner: table '{{table}}' belongs to the {{owner}} module; write it through that module's index.ts, not from {{module}}",
      unknown: "playhouse/table-owner: table '{{table}}' has no owner in eslint-rules/table-owners.js",
    },
  },
  create(context) {
    const module = ownerOfFile(context.filename ?? context.getFilename());
    if (!module) return {};
    const check = (node, table) => {
      const owner = TABLE_OWNERS[table];
      if (!owner) context.report({ node, messageId: 'unknown', data: { table } });
      else if (owner !== module) context.report({ node, messageId: 'foreign', data: { table, owner, module } });
    };
    return {
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.property.type !== 'Identifier' || !WRITES.has(callee.property.name))
          return;
        const arg = node.arguments[0];
        if (arg?.type === 'Literal' && typeof arg.value === 'string') check(arg, arg.value.split(/\s+as\s+/)[0].trim());
      },
      TaggedTemplateExpression(node) {
        if (node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return;
        const text = node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' ');
        for (const m of text.matchAll(RAW_WRITE)) if (m[1].toUpperCase() !== 'SET') check(node, m[1].toLowerCase());
      },
    };
  },
};
