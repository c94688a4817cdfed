// A screen's code, asked for as soon as the route is known. React.lazy asks for a chunk when the
// component first renders: a screen inside the shell rendered only once the shell's own chunk had
// arrived, one round trip after it. preloadRoute asks for the chunks of every screen on the path
// at once, before the first render.
import { lazy, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

/** A lazy component whose chunk `preload` asks for before it renders (the same request React.lazy then uses). */
export type Screen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };

export function screen(load: () => Promise<{ default: ComponentType }>): Screen {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const once = () => (loading ??= load());
  return Object.assign(lazy(once), { preload: once });
}

const isScreen = (type: unknown): type is Screen => typeof type === 'object' && type !== null && typeof (type as Partial<Screen>).preload === 'function';

/**
 * Asks for the chunks of the screens the routes render at `pathname` (a layout, then the screen).
 * Behind a route whose element is `guard` (the login check) only when `signedIn`: a visitor
 * without a session is sent to the login instead. A failed request is left for the screen's
 * render, which shows it (React.lazy gets the same rejected promise).
 */
export function preloadRoute(routes: RouteObject[], pathname: string, { signedIn, guard, each = (ask) => ask() }: PreloadOptions) {
  const matches = matchRoutes(routes, pathname) ?? [];
  const types = matches.map((match) => (match.route.element as ReactElement | null | undefined)?.type);
  if (!signedIn && types.includes(guard)) return;
  for (const type of types) if (isScreen(type)) each(() => void type.preload().catch(() => undefined));
}

type PreloadOptions = {
  signedIn: boolean;
  guard: ComponentType;
  /**
   * Runs each screen's request: at once by default; the panel's start gives each a task of its own
   * (asking for a chunk adds a link to the page for each file it imports, some fifteen a screen).
   */
  each?: (ask: () => void) => void;
};
