// The files of the way into code generation's texts, one per language: locales.ts loads the current
// one before anything of them renders; app/first-screen-requests.ts asks for it with the stock tab.
import type { TextLoaders } from '../../lib/texts';

export const codesEntryTexts: TextLoaders = { en: () => import('./locales.en'), es: () => import('./locales.es'), pt: () => import('./locales.pt') };
