import { createElement } from 'react';
import { actAsync, render } from '../../test/render';
import { describe, expect, it } from 'vitest';
import { createChosenUsersStore, pickTypeOf, useChosenUsers } from './chosen-users';

const ana = { id: '00000000-0000-4000-8000-000000000001', uid: '100001', nickname: 'Ana', avatar: null };
const bo = { id: '00000000-0000-4000-8000-000000000002', uid: '100002', nickname: 'Bo', avatar: null };

describe('the users chosen across the picker', () => {
  it('keeps what the picker chose for the add-product screen, per list', () => {
    const store = createChosenUsersStore();
    store.reset('open', [ana]);
    store.toggle('open', bo);
    store.toggle('block', ana);
    expect(store.get().open.map((user) => user.nickname)).toEqual(['Ana', 'Bo']);
    expect(store.get().block.map((user) => user.nickname)).toEqual(['Ana']);
    store.toggle('open', ana);
    expect(store.get().open.map((user) => user.nickname)).toEqual(['Bo']);
    store.remove('block', ana.id);
    expect(store.get().block).toEqual([]);
    store.reset();
    expect(store.get()).toEqual({ open: [], block: [] });
  });

  it('lets a screen follow the choice made on another route', async () => {
    const store = createChosenUsersStore();
    function Chosen() {
      return createElement(
        'p',
        null,
        useChosenUsers(store)
          .open.map((user) => user.nickname)
          .join(','),
      );
    }
    const screen = await render(createElement(Chosen));
    expect(screen.container.textContent).toBe('');
    await actAsync(() => store.toggle('open', ana));
    await actAsync(() => store.toggle('open', bo));
    expect(screen.container.textContent).toBe('Ana,Bo');
    screen.unmount();
  });

  it('maps a visibility to its list', () => {
    expect(pickTypeOf('OPEN_TO')).toBe('open');
    expect(pickTypeOf('BLOCKED_FOR')).toBe('block');
    expect(pickTypeOf('EVERYONE')).toBeNull();
  });
});
