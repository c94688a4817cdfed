// The recharge being prepared on /recharge. Its card and accounts are also picked on other routes
// (/recharge/selectCard, /recharge/historyAccount), so the draft lives here, outside the screens:
// the pickers change it, the form starts from it and writes its edits back, and a started recharge
// clears it. It lives as long as the page (a reload starts over).
import { useSyncExternalStore } from 'react';
import { addAccounts, parseAccounts, removeAccount } from './recharge-rules';

export type RechargeDraft = Readonly<{ cardId: string; accounts: string; quantity: string }>;

export const EMPTY_DRAFT: RechargeDraft = { cardId: '', accounts: '', quantity: '1' };

export function createDraftStore() {
  let state: RechargeDraft = EMPTY_DRAFT;
  const listeners = new Set<() => void>();
  const set = (next: RechargeDraft) => {
    if (next.cardId === state.cardId && next.accounts === state.accounts && next.quantity === state.quantity) return;
    state = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    update(change: Partial<RechargeDraft>) {
      set({ ...state, ...change });
    },
    /** Adds the account when it is not in the list, takes it out when it is. */
    toggleAccount(account: string) {
      const has = parseAccounts(state.accounts).includes(account);
      set({ ...state, accounts: has ? removeAccount(state.accounts, account) : addAccounts(state.accounts, [account]) });
    },
    clear() {
      set(EMPTY_DRAFT);
    },
  };
}

export const rechargeDraft = createDraftStore();

/** True when the draft holds something worth asking about before leaving. */
export const isDraftTouched = (draft: RechargeDraft) => draft.cardId !== '' || draft.accounts.trim() !== '' || draft.quantity !== EMPTY_DRAFT.quantity;

export function useRechargeDraft(): RechargeDraft {
  return useSyncExternalStore(rechargeDraft.subscribe, rechargeDraft.get, rechargeDraft.get);
}
