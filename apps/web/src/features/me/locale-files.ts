// The files of me's account entries and invite card texts, one per language: locales.ts loads the current one before
// anything of them renders; app/first-screen-requests.ts asks for it with the route.
import type { TextLoaders } from '../../lib/texts';

export const meTexts: TextLoaders = { en: () => import('./locales.en'), es: () => import('./locales.es'), pt: () => import('./locales.pt') };
