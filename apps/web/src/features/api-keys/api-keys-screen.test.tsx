// The API keys screen's states: the skeleton while the list loads, the failure with a retry that
// loads it, each key's facts and state (revoked, expired, never used), and the limit of live keys
// turning "New key" off with a note.
import { QueryClientProvider } from '@tanstack/react-query';
import type { ApiKey } from '@panel/domain/contract/api-keys';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { createQueryClient } from '../../lib/query-client';
import { render, waitFor, type Rendered } from '../../test/render';
import { clearPage, press, stubNetwork, testIds, text, type Answer } from '../../test/screen-test-kit';
import appEn from '../../locales/en';
import ApiKeysScreen from './api-keys-screen';
import en from './locales.en';

const k = en.apiKeys;
let view: Rendered | undefined;
let restore = () => {};
afterEach(() => {
  view?.unmount();
  view = undefined;
  restore();
  clearPage();
});

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: crypto.randomUUID(),
  name: 'My web shop',
  prefix: 'rk_1a2b3c4d',
  scopes: ['read', 'wallet'],
  allowedAddresses: null,
  expiresAt: null,
  revokedAt: null,
  lastUsedAt: null,
  lastUsedAddress: null,
  createdAt: '2026-01-10T10:00:00.000Z',
  ...overrides,
});

/** Opens the screen; the list's answers wait for `held` when given. */
async function open(answer: () => Answer, held?: Promise<void>) {
  await changeLocale('en');
  restore = stubNetwork((url) => (url.pathname === '/api/api-keys' ? answer() : { respCode: 200, data: null }));
  if (held) {
    const answered = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      await held;
      return answered(...args);
    }) as typeof fetch;
  }
  const router = createMemoryRouter([{ path: '/me/apiKeys', element: <ApiKeysScreen /> }], { initialEntries: ['/me/apiKeys'] });
  view = await render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const newKeyButton = () => testIds('new-api-key')[0] as HTMLButtonElement;

describe('the API keys screen', () => {
  it('shows a skeleton while loading, then says the list failed, and a retry loads it', async () => {
    let answers = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await open(() => {
      answers += 1;
      return answers === 1 ? { respCode: 500 } : { respCode: 200, data: [] };
    }, held);
    expect(document.querySelector('[data-loading="true"]')).not.toBeNull();
    expect(newKeyButton().disabled).toBe(true);
    release();
    await waitFor(() => expect(text()).toContain(appEn.common.retry));
    expect(document.querySelector('[data-loading="true"]')).toBeNull();
    expect(testIds('api-keys-empty')).toHaveLength(0);
    await press(appEn.common.retry);
    await waitFor(() => expect(testIds('api-keys-empty')).toHaveLength(1));
    expect(text()).toContain(k.emptyText);
    expect(newKeyButton().disabled).toBe(false);
  });

  it("shows each key's prefix, scopes, addresses, expiry and last use, and which are revoked or expired", async () => {
    await open(() => ({
      respCode: 200,
      data: [
        key({ name: 'Live', allowedAddresses: ['203.0.113.0/24', '2001:db8::1'], lastUsedAt: '2026-01-11T10:00:00.000Z', lastUsedAddress: '203.0.113.5' }),
        key({ name: 'Gone', revokedAt: '2026-01-12T10:00:00.000Z' }),
        key({ name: 'Old', expiresAt: '2026-01-01T00:00:00.000Z' }),
      ],
    }));
    await waitFor(() => expect(testIds('api-key')).toHaveLength(3));
    const [live, revoked, expired] = testIds('api-key');
    expect(live!.textContent).toContain('rk_1a2b3c4d…');
    expect(live!.textContent).toContain('203.0.113.0/24, 2001:db8::1');
    expect(live!.textContent).toContain('from 203.0.113.5');
    expect(live!.textContent).toContain(k.scope.read);
    expect(live!.textContent).toContain(k.noExpiry);
    expect(live!.querySelector('[data-testid="revoke-api-key"]')).not.toBeNull();
    expect(revoked!.querySelector('[data-testid="api-key-state"]')?.textContent).toBe(k.state.revoked);
    expect(revoked!.textContent).toContain(k.neverUsed);
    expect(revoked!.querySelector('[data-testid="revoke-api-key"]')).toBeNull();
    expect(expired!.querySelector('[data-testid="api-key-state"]')?.textContent).toBe(k.state.expired);
  });

  it('turns New key off with a note at 20 live keys; revoked ones do not count', async () => {
    const live = Array.from({ length: 20 }, (_, i) => key({ name: `Key ${i}` }));
    await open(() => ({ respCode: 200, data: [...live, key({ revokedAt: '2026-01-12T10:00:00.000Z' })] }));
    await waitFor(() => expect(testIds('api-key')).toHaveLength(21));
    expect(newKeyButton().disabled).toBe(true);
    expect(text()).toContain(k.limit.replace('{{max}}', '20'));
  });
});
