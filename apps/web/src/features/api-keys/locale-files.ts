// The files of the API keys screen's texts, one per language: locales.ts loads the current one
// before anything of the screen renders.
import type { TextLoaders } from '../../lib/texts';

export const apiKeysTexts: TextLoaders = { en: () => import('./locales.en'), es: () => import('./locales.es'), pt: () => import('./locales.pt') };
