// The appearance: the panel follows the system's light or dark setting (also when it changes while
// the panel is open) until the user picks Light or Dark in Me's settings; the choice is remembered
// on the device and is what <html data-prefers-color-scheme> (antd-mobile's and the panel's colours)
// and the theme-color meta say.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n';
import { startTheme, THEME_STORAGE_KEY } from '../../lib/theme';
import { actAsync, render, type Rendered } from '../../test/render';
import { clearPage, press } from '../../test/screen-test-kit';
import { AppearancePicker } from './appearance-picker';

/** The system's prefers-color-scheme, as a test sets it (jsdom has no matchMedia of its own). */
const system = {
  dark: false,
  listeners: new Set<(event: MediaQueryListEvent) => void>(),
  set(dark: boolean) {
    this.dark = dark;
    for (const listener of this.listeners) listener({ matches: dark } as MediaQueryListEvent);
  },
};

beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return query === '(prefers-color-scheme: dark)' && system.dark;
      },
      addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => system.listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) => system.listeners.delete(listener),
    }) as unknown as MediaQueryList;
  const meta = document.createElement('meta');
  meta.name = 'theme-color';
  meta.content = '#0f62d6';
  document.head.append(meta);
});

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  clearPage();
});

const scheme = () => document.documentElement.dataset.prefersColorScheme;
const themeColor = () => document.querySelector<HTMLMetaElement>('meta[name="theme-color"]')?.content;
const checked = () => [...document.body.querySelectorAll('[role="radio"][aria-checked="true"]')].map((radio) => radio.textContent);

/** Another tab (or a test) stores a choice: this page takes the stored one. */
function storeElsewhere(value: string | null) {
  if (value === null) localStorage.removeItem(THEME_STORAGE_KEY);
  else localStorage.setItem(THEME_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY }));
}

describe('the appearance', () => {
  it('follows the system by default, also when the system changes while the panel is open', () => {
    localStorage.removeItem(THEME_STORAGE_KEY);
    system.set(false);
    startTheme();
    expect(scheme()).toBe('light');
    expect(themeColor()).toBe('#0f62d6');
    system.set(true);
    expect(scheme()).toBe('dark');
    expect(themeColor()).toBe('#1a1a1a');
    system.set(false);
    expect(scheme()).toBe('light');
  });

  it('applies a stored choice at start, and takes an unknown one for the system', () => {
    system.set(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    startTheme();
    expect(scheme()).toBe('dark');
    storeElsewhere('sepia');
    expect(scheme()).toBe('light');
    storeElsewhere(null);
  });

  it('offers the system, light and dark in Me, stores the choice and applies it at once over the system', async () => {
    await changeLocale('en');
    storeElsewhere(null);
    system.set(true);
    startTheme();
    view = await render(<AppearancePicker />);
    expect(document.body.querySelector('[role="radiogroup"]')?.getAttribute('aria-label')).toBe('Appearance');
    expect([...document.body.querySelectorAll('[role="radio"]')].map((radio) => radio.textContent)).toEqual(['Match the system', 'Light', 'Dark']);
    expect(checked()).toEqual(['Match the system']);
    expect(scheme()).toBe('dark');

    await press('Light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(checked()).toEqual(['Light']);
    expect(scheme()).toBe('light');
    expect(themeColor()).toBe('#0f62d6');
    system.set(false);
    system.set(true); // the system's changes no longer move it
    expect(scheme()).toBe('light');

    await press('Dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(checked()).toEqual(['Dark']);
    system.set(false);
    expect(scheme()).toBe('dark');

    await press('Match the system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    expect(checked()).toEqual(['Match the system']);
    expect(scheme()).toBe('light');
    system.set(true);
    expect(scheme()).toBe('dark');
  });

  it('shows another tab’s choice, and speaks Spanish and Portuguese', async () => {
    await changeLocale('es');
    view = await render(<AppearancePicker />);
    expect([...document.body.querySelectorAll('[role="radio"]')].map((radio) => radio.textContent)).toEqual(['Como el sistema', 'Claro', 'Oscuro']);
    await actAsync(() => storeElsewhere('light'));
    expect(checked()).toEqual(['Claro']);
    await press('Claro'); // already the choice: nothing changes
    expect(checked()).toEqual(['Claro']);
    await actAsync(() => changeLocale('pt'));
    await press('Escuro');
    expect(checked()).toEqual(['Escuro']);
    expect(document.body.querySelector('[role="radiogroup"]')?.getAttribute('aria-label')).toBe('Aparência');
    expect(scheme()).toBe('dark');
    await actAsync(() => changeLocale('en'));
  });
});
