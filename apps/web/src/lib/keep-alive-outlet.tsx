// An <Outlet> that keeps a page marked keepAlive mounted (hidden) while the user visits the
// routes it allows, so its unsaved state survives the trip (spec section 2: the add-product view
// is kept cached). Leaving for any other route drops it.
//
//   { id: 'add-product', path: '/listing/addProduct', element: <AddProduct />,
//     handle: { keepAlive: { within: ['/listing/addProduct/selectUser', '/listing/cardDetail'] } } }
//
// Each route's page has a Suspense boundary of its own, keyed by the route: a navigation is a
// transition (react-router's), and in a transition React keeps the screen already shown, rather
// than showing an enclosing boundary's fallback again, until the next screen's code (and whatever
// it suspends on) has arrived: a tapped tab showed nothing for seconds on a slow network. A
// boundary that is new in the transition shows its fallback at once instead, so the next screen's
// placeholder (`fallback`, given the route's handle) replaces the old screen as soon as the address
// changes. Another address of the same route (other params, another ?q=) keeps its boundary.
import { Suspense, useState, type ReactNode } from 'react';
import { matchPath, useLocation, useMatches, useOutlet, type UIMatch } from 'react-router';

/** true: kept for as long as the layout lives; within: kept while the path matches one of these patterns. */
export type KeepAliveRule = true | { within: readonly string[] };

export type KeepAliveHandle = { keepAlive?: KeepAliveRule };

type CachedPage = { rule: KeepAliveRule; element: ReactNode };
type Cache = ReadonlyMap<string, CachedPage>;

/** True when a page kept under rule may stay mounted while the user is at pathname. */
export function keepsAliveAt(rule: KeepAliveRule, pathname: string): boolean {
  return rule === true || rule.within.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
}

/** The cache after a navigation: drops pages the new location does not allow, adds the current one if marked. */
export function nextKeepAliveCache(cache: Cache, current: { id: string; rule?: KeepAliveRule; element: ReactNode } | undefined, pathname: string): Cache {
  let changed = false;
  const next = new Map<string, CachedPage>();
  for (const [id, page] of cache) {
    if (id === current?.id || keepsAliveAt(page.rule, pathname)) next.set(id, page);
    else changed = true;
  }
  if (current?.rule && !next.has(current.id)) {
    next.set(current.id, { rule: current.rule, element: current.element });
    changed = true;
  }
  return changed ? next : cache;
}

function ruleOf(match: UIMatch | undefined): KeepAliveRule | undefined {
  return (match?.handle as KeepAliveHandle | undefined)?.keepAlive;
}

/** The placeholder of a route's page while its code loads, given the route's handle. */
export type PageFallback = (handle: unknown) => ReactNode;

export function KeepAliveOutlet({ fallback = () => null }: { fallback?: PageFallback }) {
  const outlet = useOutlet();
  const matches = useMatches();
  const { pathname } = useLocation();
  const leaf = matches[matches.length - 1];
  const current = leaf && { id: leaf.id, rule: ruleOf(leaf), element: outlet };
  const placeholder = fallback(leaf?.handle);

  const [cache, setCache] = useState<Cache>(() => new Map());
  const next = nextKeepAliveCache(cache, current, pathname);
  // Adjusting state while rendering: React re-renders at once, before anything is committed.
  if (next !== cache) setCache(next);

  return (
    <>
      {[...next].map(([id, page]) => {
        const visible = id === current?.id;
        // The visible page gets the live outlet; a hidden one keeps the element it was cached with.
        return (
          <div key={id} data-keep-alive={id} hidden={!visible} style={visible ? { display: 'contents' } : undefined}>
            <Suspense fallback={visible ? placeholder : null}>{visible ? outlet : page.element}</Suspense>
          </div>
        );
      })}
      {current && !next.has(current.id) ? (
        <Suspense key={`page:${current.id}`} fallback={placeholder}>
          {outlet}
        </Suspense>
      ) : null}
    </>
  );
}
