import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQuery } from '../../lib/boot-queries';
import '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { render, waitFor, type Rendered } from '../../test/render';
import { GuideRedirect } from './guide-redirect';

let show: boolean;
let asked: number;
const realFetch = globalThis.fetch;
let view: Rendered | undefined;

beforeEach(() => {
  sessionStorage.clear();
  show = true;
  asked = 0;
  globalThis.fetch = vi.fn(async () => {
    asked++;
    return new Response(JSON.stringify({ respCode: 200, data: { show, steps: [] }, message: 'ok' }));
  }) as typeof fetch;
});
afterEach(() => {
  view?.unmount();
  view = undefined;
  globalThis.fetch = realFetch;
});

async function open(path: string): Promise<DataRouter> {
  const client = createQueryClient();
  client.setQueryData(currentUserQuery.queryKey, { id: 'u1' } as never);
  const layout = (
    <>
      <GuideRedirect />
      <p>page</p>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/home', element: layout },
      { path: '/me', element: layout },
      { path: '/guide', element: <p>guide page</p> },
    ],
    { initialEntries: [path] },
  );
  view = await render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the guide of a new account', () => {
  it('opens from home while pending, once per tab', async () => {
    const router = await open('/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guide'));
    view!.unmount();
    const again = await open('/home');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(again.state.location.pathname).toBe('/home');
    expect(asked).toBe(1);
  });

  it('stays on home once confirmed, and never pulls the user away from other screens', async () => {
    show = false;
    const home = await open('/home');
    await waitFor(() => expect(asked).toBe(1));
    expect(home.state.location.pathname).toBe('/home');
    view!.unmount();
    show = true;
    const me = await open('/me');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(me.state.location.pathname).toBe('/me');
    expect(asked).toBe(1);
  });
});
