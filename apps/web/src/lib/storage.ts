// localStorage that never throws: private modes and full quotas must not break the panel.

/** The stored string for key, or null when absent or storage is unavailable. */
export function readItem(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores value under key; silently does nothing when storage is unavailable. */
export function writeItem(key: string, value: string): void {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Storage full or disabled: the value lives only as long as the page.
  }
}

/** Removes key; silently does nothing when storage is unavailable. */
export function removeItem(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Nothing to remove from an unavailable storage.
  }
}
