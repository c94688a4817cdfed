import { Outlet, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { preloadRoute, screen } from './screen';

function Guard() {
  return <Outlet />;
}

/** A screen whose chunk is a promise the test sees asked for. */
function counted(name: string, asked: string[], fail = false) {
  return screen(() => {
    asked.push(name);
    return fail ? Promise.reject(new Error(`${name} did not load`)) : Promise.resolve({ default: () => <p>{name}</p> });
  });
}

function table(asked: string[]) {
  const Shell = counted('shell', asked);
  const Mall = counted('mall', asked);
  const Login = counted('login', asked);
  const Broken = counted('broken', asked, true);
  const routes: RouteObject[] = [
    { path: 'login', element: <Login /> },
    { path: 'broken', element: <Broken /> },
    { element: <Guard />, children: [{ element: <Shell />, children: [{ path: 'mall', element: <Mall /> }] }] },
  ];
  return { routes, Mall, Broken };
}

describe('preloadRoute', () => {
  it('asks for the shell and the screen of a signed-in path at once, each once', async () => {
    const asked: string[] = [];
    const { routes, Mall } = table(asked);
    preloadRoute(routes, '/mall', { signedIn: true, guard: Guard });
    expect(asked).toEqual(['shell', 'mall']);
    preloadRoute(routes, '/mall', { signedIn: true, guard: Guard });
    await Mall.preload();
    expect(asked).toEqual(['shell', 'mall']);
  });

  it("hands each screen's request to `each`, which decides when it runs", () => {
    const asked: string[] = [];
    const { routes } = table(asked);
    const later: (() => void)[] = [];
    preloadRoute(routes, '/mall', { signedIn: true, guard: Guard, each: (ask) => later.push(ask) });
    expect(asked).toEqual([]);
    expect(later).toHaveLength(2);
    later[1]!();
    expect(asked).toEqual(['mall']);
    later[0]!();
    expect(asked).toEqual(['mall', 'shell']);
  });

  it('asks for nothing behind the login check without a session, and for a public screen always', () => {
    const asked: string[] = [];
    const { routes } = table(asked);
    preloadRoute(routes, '/mall', { signedIn: false, guard: Guard });
    expect(asked).toEqual([]);
    preloadRoute(routes, '/login', { signedIn: false, guard: Guard });
    preloadRoute(routes, '/nowhere', { signedIn: true, guard: Guard });
    expect(asked).toEqual(['login']);
  });

  it('leaves a failed chunk to the render that shows it, without an unhandled rejection', async () => {
    const asked: string[] = [];
    const { routes, Broken } = table(asked);
    preloadRoute(routes, '/broken', { signedIn: true, guard: Guard });
    expect(asked).toEqual(['broken']);
    await expect(Broken.preload()).rejects.toThrow('broken did not load');
  });
});
