// The panel's light and dark themes. The user's choice ('system', 'light' or 'dark') is kept on the
// device under the 'theme' key, like the locale; 'system' (the default) follows the phone's
// prefers-color-scheme, also when it changes while the panel is open. The theme in force is
// <html data-prefers-color-scheme="light|dark">: antd-mobile switches its --adm-color-* variables on
// it (antd-mobile/es/global/theme-dark.css), and app/app.css switches the panel's own with it, with
// color-scheme (form controls, scrollbars). The theme-color meta follows too.
// NOTE: applied by main.tsx before anything renders. The page's Content-Security-Policy allows no
// inline script, so index.html cannot do it earlier: its splash follows prefers-color-scheme in CSS.
import { useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@panel/domain/storage-keys';
import { readItem, writeItem } from './storage';

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ColorScheme = 'light' | 'dark';

/** The local storage key of the choice. */
export const THEME_STORAGE_KEY = STORAGE_KEYS.theme;

/** The theme-color meta (the phone's status and address bars) in each scheme: the brand's blue, the dark top bar's grey. */
export const THEME_COLORS: Record<ColorScheme, string> = { light: '#0f62d6', dark: '#1a1a1a' };

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isChoice(value: string | null): value is ThemeChoice {
  return (THEME_CHOICES as readonly string[]).includes(value ?? '');
}

/** The choice made on this page, kept here too for when the storage refuses it (private modes). */
let chosen: ThemeChoice | null = null;

/** The choice: the one stored, 'system' when none (or an unknown one) is stored. */
export function themeChoice(): ThemeChoice {
  if (chosen) return chosen;
  const stored = readItem(THEME_STORAGE_KEY);
  return isChoice(stored) ? stored : 'system';
}

function systemQuery(): MediaQueryList | undefined {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(DARK_QUERY) : undefined;
}

/** The scheme a choice shows now: 'system' asks the browser. */
export function schemeOf(choice: ThemeChoice, systemDark = systemQuery()?.matches ?? false): ColorScheme {
  if (choice === 'system') return systemDark ? 'dark' : 'light';
  return choice;
}

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/** Sets <html data-prefers-color-scheme> and the theme-color meta for the stored choice. */
function apply(): void {
  const scheme = schemeOf(themeChoice());
  const root = document.documentElement;
  if (root.dataset.prefersColorScheme !== scheme) root.dataset.prefersColorScheme = scheme;
  // index.html has one per scheme (for before this runs): both say the scheme in force.
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) meta.content = THEME_COLORS[scheme];
}

let started = false;

/** Applies the stored choice now, and again when the system's scheme or another tab's choice changes. Once. */
export function startTheme(): void {
  apply();
  if (started) return;
  started = true;
  const changed = () => {
    apply();
    notify();
  };
  systemQuery()?.addEventListener('change', changed);
  globalThis.addEventListener?.('storage', (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY && event.key !== null) return;
    chosen = null; // another tab chose: the stored choice is the one
    changed();
  });
}

/** Remembers the choice on this device and applies it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  chosen = choice;
  writeItem(THEME_STORAGE_KEY, choice);
  apply();
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored choice, re-rendering when it changes. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(subscribe, themeChoice, () => 'system');
}
