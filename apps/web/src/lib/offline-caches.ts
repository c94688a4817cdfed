// What the service worker keeps for the panel to open without a network (vite.config.ts builds it
// with Workbox; docs/decisions/030-installable-panel.md). Plain values: the build's configuration
// reads them too.

/** The server's own paths, never the panel's: a navigation to one goes to the network, not to index.html. */
export const SERVER_PATHS = /^\/(api|api-auth|api-user|cdn|healthz|__dev|sandbox)(\/|$)/;

/**
 * The reads kept for the screens to show offline what they last showed: the start-up data, the tab
 * roots' lists and counts. Answered by the network whenever there is one. Nothing secret: no codes,
 * no card numbers, no payment details.
 */
export const OFFLINE_READS = [
  '/api-user/users/current',
  '/api-auth/s3/cdn/domain',
  '/api-user/users/guide/info',
  '/api-user/user/follow/statistics',
  '/api/product/mall/list',
  '/api/product/mall/brands',
  '/api/product/stock/list',
  '/api/order/todo',
  '/api/vcoin/wallet',
];

/** The cache of those reads: a user's own data, dropped with the session (lib/session.ts). */
export const OFFLINE_READS_CACHE = 'panel-reads';
