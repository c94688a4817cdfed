import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { actAsync, render, type Rendered } from '../test/render';
import { keepsAliveAt, KeepAliveOutlet, nextKeepAliveCache } from './keep-alive-outlet';

/** A screen with local state, to see whether it survived. */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid={label} onClick={() => setCount((n) => n + 1)}>
      {label}:{count}
    </button>
  );
}

function makeRouter(initial = '/form'): DataRouter {
  return createMemoryRouter(
    [
      {
        element: (
          <>
            <Link to="/form">form</Link>
            <KeepAliveOutlet />
          </>
        ),
        children: [
          {
            id: 'form',
            path: '/form',
            element: <Counter label="form" />,
            handle: { keepAlive: { within: ['/form/pick/:kind', '/detail'] } },
          },
          { id: 'pick', path: '/form/pick/:kind', element: <Counter label="pick" /> },
          { id: 'detail', path: '/detail', element: <Counter label="detail" /> },
          { id: 'other', path: '/other', element: <Counter label="other" /> },
        ],
      },
    ],
    { initialEntries: [initial] },
  );
}

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const byTestId = (id: string) => view!.container.querySelector<HTMLElement>(`[data-testid="${id}"]`);
const isShown = (el: HTMLElement | null) => Boolean(el) && el!.closest('[hidden]') === null;

describe('KeepAliveOutlet', () => {
  it('keeps a keepAlive page mounted and hidden across the routes it allows, and shows it again as it was', async () => {
    const router = makeRouter();
    view = await render(<RouterProvider router={router} />);
    await actAsync(() => byTestId('form')!.click());
    await actAsync(() => byTestId('form')!.click());
    expect(byTestId('form')!.textContent).toBe('form:2');

    await actAsync(() => router.navigate('/form/pick/user'));
    expect(isShown(byTestId('pick'))).toBe(true);
    expect(byTestId('form')).not.toBeNull(); // still mounted
    expect(isShown(byTestId('form'))).toBe(false); // but hidden

    await actAsync(() => router.navigate('/detail'));
    expect(isShown(byTestId('form'))).toBe(false);

    await actAsync(() => router.navigate('/form'));
    expect(isShown(byTestId('form'))).toBe(true);
    expect(byTestId('form')!.textContent).toBe('form:2');
    expect(byTestId('pick')).toBeNull(); // ordinary pages unmount as usual
  });

  it('drops the page when the user goes anywhere else', async () => {
    const router = makeRouter();
    view = await render(<RouterProvider router={router} />);
    await actAsync(() => byTestId('form')!.click());
    await actAsync(() => router.navigate('/other'));
    expect(byTestId('form')).toBeNull();

    await actAsync(() => router.navigate('/form'));
    expect(byTestId('form')!.textContent).toBe('form:0');
  });

  it('renders ordinary pages like a plain Outlet', async () => {
    const router = makeRouter('/other');
    view = await render(<RouterProvider router={router} />);
    await actAsync(() => byTestId('other')!.click());
    expect(byTestId('other')!.textContent).toBe('other:1');
    await actAsync(() => router.navigate('/detail'));
    expect(byTestId('other')).toBeNull();
    expect(isShown(byTestId('detail'))).toBe(true);
  });
});

describe('keep-alive rules', () => {
  it('matches the allowed patterns exactly', () => {
    const rule = { within: ['/listing/addProduct/selectUser', '/listing/cardDetail'] };
    expect(keepsAliveAt(rule, '/listing/addProduct/selectUser')).toBe(true);
    expect(keepsAliveAt(rule, '/listing/cardDetail')).toBe(true);
    expect(keepsAliveAt(rule, '/listing/cardDetail/more')).toBe(false);
    expect(keepsAliveAt(rule, '/home')).toBe(false);
    expect(keepsAliveAt(true, '/anywhere')).toBe(true);
  });

  it('returns the same cache when nothing changes (so the layout does not re-render in a loop)', () => {
    const first = nextKeepAliveCache(new Map(), { id: 'a', rule: true, element: null }, '/a');
    expect(first.size).toBe(1);
    expect(nextKeepAliveCache(first, { id: 'a', rule: true, element: null }, '/a')).toBe(first);
    expect(nextKeepAliveCache(first, { id: 'b', element: null }, '/b')).toBe(first);
  });
});
