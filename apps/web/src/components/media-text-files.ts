// The files of picture uploads and loading placeholders' texts, one per language: media-texts.ts loads the current one before
// anything of them renders; app/first-screen-requests.ts asks for it with the route.
import type { TextLoaders } from '../lib/texts';

export const mediaTexts: TextLoaders = { en: () => import('./media-texts.en'), es: () => import('./media-texts.es'), pt: () => import('./media-texts.pt') };
