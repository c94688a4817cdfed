// The files of home's follow to-dos and quick start texts, one per language: locales.ts loads the current one before
// anything of them renders; app/first-screen-requests.ts asks for it with the route.
import type { TextLoaders } from '../../lib/texts';

export const homeTexts: TextLoaders = { en: () => import('./locales.en'), es: () => import('./locales.es'), pt: () => import('./locales.pt') };
