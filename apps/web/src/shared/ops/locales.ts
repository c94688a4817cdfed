// Texts of the operator's entry on "me". Each language's file loads when the panel speaks it.
import { loadTexts } from '../../lib/texts';

await loadTexts({ en: () => import('./locales.en'), es: () => import('./locales.es'), pt: () => import('./locales.pt') });
