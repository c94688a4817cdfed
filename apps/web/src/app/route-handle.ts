import type { KeepAliveHandle } from '../lib/keep-alive-outlet';

/**
 * What a route tells the layout: whether the bottom tab bar shows, whether the page is kept alive,
 * and the shape of the placeholder shown while its code loads (a list's rows, or the default: a
 * heading, a paragraph and a few rows).
 */
export type AppRouteHandle = KeepAliveHandle & { tabBar?: boolean; skeleton?: 'list' | 'detail' };
