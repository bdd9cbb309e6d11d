import type { FastifyInstance } from 'fastify';

/** Every route an app registers (HEAD left out: Fastify adds it to each GET), and its OpenAPI operation if documented. */

export interface RegisteredRoute {
  method: string;
  /** Fastify's pattern: `/ops/activities/:id`, `/art/game/:nodeId.svg`, `/docs/*`. */
  path: string;
  /** The operation of the generated OpenAPI document (null: the route is hidden from it). */
  operation: OpenApiOperation | null;
}

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}
export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export type JsonSchema = { [k: string]: unknown };

/** Reads app.printRoutes(): one line per path segment, indented by its depth, methods in brackets. */
function routesOfTree(tree: string): { method: string; path: string }[] {
  const found: { method: string; path: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack.push(m[2]!);
    for (const method of m[3]?.split(', ') ?? []) if (method !== 'HEAD') found.push({ method, path: stack.join('') });
  }
  return found;
}

/** `/a/{id}.svg` -> `/a/:id.svg` */
const fastifyPath = (openApiPath: string) => openApiPath.replace(/\{([^}]+)\}/g, ':$1');

export function registeredRoutes(app: FastifyInstance): RegisteredRoute[] {
  const doc = (app as unknown as { swagger(): { paths: Record<string, Record<string, OpenApiOperation>> } }).swagger();
  const documented = new Map<string, OpenApiOperation>();
  for (const [p, ops] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(ops)) documented.set(`${method.toUpperCase()} ${fastifyPath(p)}`, op);
  const routes = routesOfTree(app.printRoutes({ commonPrefix: false })).map((r) => ({
    ...r,
    operation: documented.get(`${r.method} ${r.path}`) ?? null,
  }));
  const seen = new Set(routes.map((r) => `${r.method} ${r.path}`));
  const lost = [...documented.keys()].filter((k) => !seen.has(k));
  if (lost.length > 0) throw new Error(`routes in the OpenAPI document but not in the route tree: ${lost.join(', ')}`);
  return routes;
}

/** The parameter names of a Fastify path pattern (`*` for a wildcard). */
export const pathParamsOf = (path: string): string[] => [...path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
