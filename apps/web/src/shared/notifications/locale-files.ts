// The files of the notification bell's texts, one per language: locales.ts loads the current one
// before the bell renders.
import type { TextLoaders } from '../../lib/texts';

export const notificationBellTexts: TextLoaders = { en: () => import('./locales.en'), es: () => import('./locales.es'), pt: () => import('./locales.pt') };
