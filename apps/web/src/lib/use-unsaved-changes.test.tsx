import { useState } from 'react';
import { createMemoryRouter, RouterProvider, type DataRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actAsync, render, type Rendered } from '../test/render';
import './i18n';
import { useUnsavedChanges, type UnsavedChangesTexts } from './use-unsaved-changes';

let answer: (leave: boolean) => void;
const confirm = vi.fn(
  (_texts: UnsavedChangesTexts) =>
    new Promise<boolean>((resolve) => {
      answer = resolve;
    }),
);

function Editor() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty, { confirm, allow: ['/editor/pick'] });
  return (
    <button type="button" data-testid="edit" onClick={() => setDirty(true)}>
      {dirty ? 'dirty' : 'clean'}
    </button>
  );
}

function makeRouter(): DataRouter {
  return createMemoryRouter(
    [
      { path: '/editor', element: <Editor /> },
      { path: '/editor/pick', element: <p>pick</p> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/editor'] },
  );
}

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  confirm.mockClear();
});

async function dirtyEditor() {
  const router = makeRouter();
  view = await render(<RouterProvider router={router} />);
  await actAsync(() => view!.container.querySelector<HTMLElement>('[data-testid="edit"]')!.click());
  return router;
}

function fireBeforeUnload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('useUnsavedChanges', () => {
  it('lets a clean screen go without asking', async () => {
    const router = makeRouter();
    view = await render(<RouterProvider router={router} />);
    await actAsync(() => router.navigate('/elsewhere'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('holds navigation away from a dirty screen and stays when the user says stay', async () => {
    const router = await dirtyEditor();
    await actAsync(() => router.navigate('/elsewhere'));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(confirm.mock.calls[0][0]).toEqual({
      title: 'Leave without saving?',
      content: 'Your changes on this page have not been saved and will be lost.',
      confirmText: 'Leave',
      cancelText: 'Stay',
    });
    expect(router.state.location.pathname).toBe('/editor');

    await actAsync(() => answer(false));
    expect(router.state.location.pathname).toBe('/editor');
    expect(view!.container.textContent).toBe('dirty');
  });

  it('leaves when the user confirms', async () => {
    const router = await dirtyEditor();
    await actAsync(() => router.navigate('/elsewhere'));
    await actAsync(() => answer(true));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });

  it('does not ask for the allowed paths', async () => {
    const router = await dirtyEditor();
    await actAsync(() => router.navigate('/editor/pick'));
    expect(confirm).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/editor/pick');
  });

  it('asks the browser before unloading only while dirty', async () => {
    const router = makeRouter();
    view = await render(<RouterProvider router={router} />);
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
    await actAsync(() => view!.container.querySelector<HTMLElement>('[data-testid="edit"]')!.click());
    expect(fireBeforeUnload().defaultPrevented).toBe(true);
    view.unmount();
    view = undefined;
    expect(fireBeforeUnload().defaultPrevented).toBe(false);
  });
});
