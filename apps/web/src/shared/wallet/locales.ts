// Texts of the wallet entry on "me". Each language's file loads when the panel speaks it
// (lib/texts.ts); the modules that import this one wait for the current language's.
import { loadTexts } from '../../lib/texts';
import { walletEntryTexts } from './locale-files';

await loadTexts(walletEntryTexts);
