// The database schema, one file per area under schema/. Everything that needs every table reads this file:
// drizzle-kit (drizzle.config.ts), the database handle (`drizzle(client, { schema })`) and scripts/route-list.mjs.
export * from './schema/accounts';
export * from './schema/stores';
export * from './schema/catalogue';
export * from './schema/orders';
export * from './schema/payments';
export * from './schema/ledger';
export * from './schema/codes';
export * from './schema/tasks';
export * from './schema/notifications';
export * from './schema/reseller-api';
export * from './schema/ops';
export * from './schema/platform';
export * from './schema/sandbox';
