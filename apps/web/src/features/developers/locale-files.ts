// The files of the API reference's texts, one per language: locales.ts loads the current one before anything of them renders.
import type { TextLoaders } from '../../lib/texts';

export const developerTexts: TextLoaders = { en: () => import('./locales.en'), es: () => import('./locales.es'), pt: () => import('./locales.pt') };
