// The Me screen's UID is the store's, the one its settings and the store's buyers see, in every language.
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { cdnDomainQuery, currentUserQuery } from '../../lib/boot-queries';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { render, waitFor, type Rendered } from '../../test/render';
import { clearPage, stubNetwork } from '../../test/screen-test-kit';
import MeScreen from './me-screen';

const USER = {
  id: 'u1',
  uid: '100100',
  nickname: 'Ana',
  email: 'ana@example.com',
  phone: null,
  avatar: null,
  roles: [{ code: 'SELLER' as const, name: 'Seller' }],
  store: { id: 's1', uid: '27929726', name: 'Ana Cards', avatar: null },
  createdAt: '2025-01-01T00:00:00.000Z',
};
let view: Rendered | undefined;
let restore = () => {};
afterEach(() => {
  view?.unmount();
  view = undefined;
  restore();
  clearPage();
});

describe('the Me screen', () => {
  it.each(['en', 'es', 'pt'] as const)('in %s: shows the store UID, as the store settings do', async (locale) => {
    await changeLocale(locale);
    restore = stubNetwork((url) =>
      url.pathname === '/api-user/user/config/system/all/query'
        ? { respCode: 200, data: { newToOldInfo: { skipSwitch: false }, uploadMaxBytes: 10_000_000 } }
        : { respCode: 200, data: null },
    );
    const client = createQueryClient();
    client.setQueryData(currentUserQuery.queryKey, USER);
    client.setQueryData(cdnDomainQuery.queryKey, 'http://cdn.test');
    const router = createMemoryRouter([{ path: '/me', element: <MeScreen /> }], { initialEntries: ['/me'] });
    view = await render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(document.querySelector('[data-testid="me-uid"]')?.textContent).toBe('27929726'));
  });
});
