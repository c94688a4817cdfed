// Texts of the card checkout frame's wrapper. Each language's file loads when the panel speaks it
// (lib/texts.ts); the modules that import this one wait for the current language's.
import { loadTexts } from '../../lib/texts';

await loadTexts({ en: () => import('./card-checkout-texts.en'), es: () => import('./card-checkout-texts.es'), pt: () => import('./card-checkout-texts.pt') });
