// The Terms of Use: each language's text is the 'terms' namespace of that language, loaded when
// the screen shows in it (lib/texts.ts).
import { loadTexts } from '../../lib/texts';

export type TermsSection = { heading: string; paragraphs: string[] };
export type TermsText = { intro: string; sections: TermsSection[]; closing: string };

await loadTexts({ en: () => import('./terms-texts.en'), es: () => import('./terms-texts.es'), pt: () => import('./terms-texts.pt') }, 'terms');
