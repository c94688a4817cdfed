// /login is for people not logged in: someone with a session goes where they were going, or Home.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, saveToken } from '../lib/session';
import { render, type Rendered } from '../test/render';
import { clearPage, text } from '../test/screen-test-kit';
import { GuestOnly } from './require-auth';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  clearPage();
  clearSession();
});

async function openLogin(state?: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <GuestOnly>
            <p>login form</p>
          </GuestOnly>
        ),
      },
      { path: '/home', element: <p>home screen</p> },
      { path: '/order', element: <p>order list</p> },
    ],
    { initialEntries: [{ pathname: '/login', state }] },
  );
  view = await render(<RouterProvider router={router} />);
  return router;
}

describe('GuestOnly', () => {
  it('shows the login form without a session', async () => {
    const router = await openLogin();
    expect(text()).toBe('login form');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends someone logged in Home, or back where the login was to bring them', async () => {
    saveToken('token-of-ana', 'bearer');
    expect((await openLogin()).state.location.pathname).toBe('/home');
    view?.unmount();
    expect((await openLogin({ from: '/order' })).state.location.pathname).toBe('/order');
    view?.unmount();
    // Never to another site, nor round to /login.
    expect((await openLogin({ from: '//evil.example.com' })).state.location.pathname).toBe('/home');
  });
});
