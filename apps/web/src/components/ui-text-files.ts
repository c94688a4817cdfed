// The files of the shared UI pieces' texts, one per language: ui-texts.ts loads the current one before
// anything of them renders; app/first-screen-requests.ts asks for it with the route.
import type { TextLoaders } from '../lib/texts';

export const uiTexts: TextLoaders = { en: () => import('./ui-texts.en'), es: () => import('./ui-texts.es'), pt: () => import('./ui-texts.pt') };
