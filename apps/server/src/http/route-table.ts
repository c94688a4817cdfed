// The application's route table as it is built: every route registered after recordRoutes, with
// its method, path and whether it is public. The route tests walk it, so a route added without an
// authorization rule or bad-input coverage fails them by name.
import type { FastifyInstance } from 'fastify';
import type { Access } from '@panel/domain/endpoints/endpoint';

export type RouteEntry = {
  method: string;
  url: string;
  public: boolean;
  /** Who may call it, as the endpoint table says (packages/domain/src/endpoints); undefined for a route outside the table. */
  access?: Access;
};

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

/** Starts recording the routes of `app` (and of the plugins registered in it): call it before any route. */
export function recordRoutes(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      table.push({ method, url: route.url, public: route.config?.public === true, access: route.config?.endpoint?.access });
  });
}

/**
 * The routes of `app` once it is ready (plugins register theirs at ready()), one per method and
 * path, without the HEAD routes Fastify adds beside each GET.
 */
export function routeTableOf(app: FastifyInstance): RouteEntry[] {
  const table = tables.get(app);
  if (!table) throw new Error('recordRoutes was not called on this application');
  const gets = new Set(table.filter((route) => route.method === 'GET').map((route) => route.url));
  return table.filter((route) => !(route.method === 'HEAD' && gets.has(route.url)));
}
