// Sharing the invite link: the system share sheet where the browser has one, else the clipboard.

import { copyText } from '../../lib/clipboard';

type Shareish = { clipboard?: Pick<Clipboard, 'writeText'>; share?: (data: ShareData) => Promise<void>; canShare?: (data: ShareData) => boolean };

export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

/** Opens the share sheet with the link; without one (or when it fails) copies the link instead. */
export async function shareLink(link: string, texts: { title: string; text: string }, nav: Shareish = navigator): Promise<ShareOutcome> {
  const data: ShareData = { title: texts.title, text: texts.text, url: link };
  if (typeof nav.share === 'function' && (typeof nav.canShare !== 'function' || nav.canShare(data))) {
    try {
      await nav.share(data);
      return 'shared';
    } catch (error) {
      // The user closed the sheet: nothing to do.
      if ((error as Error | undefined)?.name === 'AbortError') return 'cancelled';
    }
  }
  return (await copyText(link, nav)) ? 'copied' : 'failed';
}
