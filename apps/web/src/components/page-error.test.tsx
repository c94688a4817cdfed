// A failed load says what failed: not there (or not yours) with a way back, or the connection with a
// way to try again.
import { ERROR_CODES } from '@panel/domain/errors';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { changeLocale } from '../lib/i18n';
import { render, type Rendered } from '../test/render';
import { clearPage, press, text } from '../test/screen-test-kit';
import { PageError } from './page-error';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  clearPage();
});

async function renderAt(element: ReactNode, entries = ['/home', '/order/x']) {
  await changeLocale('en');
  const router = createMemoryRouter(
    [
      { path: '/home', element: <p>home screen</p> },
      { path: '/order/:id', element },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  view = await render(<RouterProvider router={router} />);
  return router;
}

describe('PageError', () => {
  it('says an object not there for the caller is not found, offers no retry, and goes back', async () => {
    const retry = vi.fn();
    const router = await renderAt(<PageError error={new ApiError(ERROR_CODES.ORDER_ACCESS_DENIED, 'cannot access this order')} onRetry={retry} />);
    expect(text()).toContain('Not found');
    expect(text()).toContain('It does not exist, or it is not shared with you.');
    expect(text()).not.toContain('Try again');
    expect(text()).not.toContain('Could not load this page');
    await press('Back');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('goes home from a missing object opened directly', async () => {
    const router = await renderAt(<PageError error={new ApiError(ERROR_CODES.NOT_FOUND, 'not found', null, 404)} />, ['/order/x']);
    await press('Back');
    expect(router.state.location.pathname).toBe('/home');
  });

  it('says a connection failure is one, with a retry', async () => {
    const retry = vi.fn();
    await renderAt(<PageError error={new ApiError(ERROR_CODES.NETWORK, 'network')} onRetry={retry} />);
    expect(text()).toContain('Could not load this page');
    await press('Try again');
    expect(retry).toHaveBeenCalledOnce();
  });
});
