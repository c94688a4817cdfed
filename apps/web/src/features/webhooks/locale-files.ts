// The files of the webhooks screens' texts, one per language: locales.ts loads the current one before
// anything of them renders.
import type { TextLoaders } from '../../lib/texts';

export const webhookTexts: TextLoaders = { en: () => import('./locales.en'), es: () => import('./locales.es'), pt: () => import('./locales.pt') };
