// antd-mobile's screen-reader names in the panel's language: a search bar and a selector are named
// by what they do, never antd-mobile's English "Search Bar" / "Selector".
import SearchBar from 'antd-mobile/es/components/search-bar';
import Selector from 'antd-mobile/es/components/selector';
import { afterEach, describe, expect, it } from 'vitest';
import { antdLocale } from '../lib/antd-locale';
import { changeLocale } from '../lib/i18n';
import { render, waitFor, type Rendered } from '../test/render';
import { LocalizedUi } from './localized-ui';

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

describe("antd-mobile's control names", () => {
  it.each([
    ['en', 'Search', 'Options'],
    ['es', 'Buscar', 'Opciones'],
    ['pt', 'Pesquisar', 'Opções'],
  ] as const)('in %s: the search bar and the selector', async (locale, search, options) => {
    await changeLocale(locale);
    await waitFor(() => expect(antdLocale(locale)).toBeDefined());
    view = await render(
      <LocalizedUi>
        <SearchBar />
        <Selector options={[{ label: 'USD', value: 'USD' }]} />
      </LocalizedUi>,
    );
    const labels = [...view.container.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label'));
    expect(labels).toContain(search);
    expect(labels).toContain(options);
    expect(labels).not.toContain('Search Bar');
    expect(labels).not.toContain('Selector');
  });
});
