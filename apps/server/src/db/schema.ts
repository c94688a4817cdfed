// The database schema, one file per area under schema/. Everything that needs every table reads this file:
// drizzle-kit (drizzle.config.ts) and scripts/route-list.mjs.
export * from './schema/accounts';
export * from './schema/stores';
export * from './schema/trade';
export * from './schema/codes';
export * from './schema/tasks';
export * from './schema/notifications';
export * from './schema/reseller-api';
export * from './schema/ops';
export * from './schema/platform';
export * from './schema/sandbox';
