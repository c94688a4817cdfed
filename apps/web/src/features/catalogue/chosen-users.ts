// The users chosen for an OPEN_TO or BLOCKED_FOR listing while the seller edits it. The add-product
// screen and its user picker are two routes (the screen is kept alive across the picker), so the
// choice lives here, outside both: the picker changes it, the screen reads it, and it is reset
// when the screen starts on another listing.
import type { ListingUser } from '@panel/domain/contract/listings';
import { useSyncExternalStore } from 'react';

/** The add-product screen and its user picker. */
export const ADD_PRODUCT_PATH = '/listing/addProduct';
export const SELECT_USER_PATH = '/listing/addProduct/selectUser';

/** The picker's two lists: users a listing is opened to, and users it is blocked for. */
export const PICK_TYPES = ['open', 'block'] as const;
export type PickType = (typeof PICK_TYPES)[number];
export type ChosenUsers = Readonly<Record<PickType, readonly ListingUser[]>>;

const EMPTY: ChosenUsers = { open: [], block: [] };

export function createChosenUsersStore() {
  let state: ChosenUsers = EMPTY;
  const listeners = new Set<() => void>();
  const set = (next: ChosenUsers) => {
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Starts over with these users in one list (an edited listing's), the other empty. */
    reset(type?: PickType, users: readonly ListingUser[] = []) {
      set(type ? { ...EMPTY, [type]: [...users] } : EMPTY);
    },
    /** Adds the user to the list, or takes them out when already there. */
    toggle(type: PickType, user: ListingUser) {
      const list = state[type];
      const next = list.some((chosen) => chosen.id === user.id) ? list.filter((chosen) => chosen.id !== user.id) : [...list, user];
      set({ ...state, [type]: next });
    },
    remove(type: PickType, userId: string) {
      set({ ...state, [type]: state[type].filter((chosen) => chosen.id !== userId) });
    },
  };
}

export type ChosenUsersStore = ReturnType<typeof createChosenUsersStore>;

/** The one store the add-product screen and its picker share. */
export const chosenUsers = createChosenUsersStore();

export function useChosenUsers(store: ChosenUsersStore = chosenUsers): ChosenUsers {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The picker type of a visibility that needs chosen users. */
export function pickTypeOf(visibility: string): PickType | null {
  if (visibility === 'OPEN_TO') return 'open';
  if (visibility === 'BLOCKED_FOR') return 'block';
  return null;
}
