// For the unit tests of the stock screens: mounts routes at a path for a signed-in seller whose
// pictures come from a known CDN, with a fresh query client.
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { cdnDomainQuery, currentUserQuery } from '../../lib/boot-queries';
import { createQueryClient } from '../../lib/query-client';
import { render } from '../../test/render';

export const SELLER = {
  id: 'u1',
  uid: '100100',
  nickname: 'Me',
  email: 'me@example.com',
  phone: null,
  avatar: null,
  roles: [],
  store: null,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export async function renderScreens(routes: RouteObject[], path: string) {
  const client = createQueryClient();
  client.setQueryData(currentUserQuery.queryKey, SELLER);
  client.setQueryData(cdnDomainQuery.queryKey, 'http://cdn.test');
  const router = createMemoryRouter([...routes, { path: '*', element: <p>elsewhere</p> }], { initialEntries: [path] });
  const view = await render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { view, router };
}
