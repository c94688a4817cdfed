import type { KeepAliveHandle } from '../lib/keep-alive-outlet';

/** What a route tells the layout: whether the bottom tab bar shows, whether the page is kept alive. */
export type AppRouteHandle = KeepAliveHandle & { tabBar?: boolean };
