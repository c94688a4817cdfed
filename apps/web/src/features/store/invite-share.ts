// Sharing the invite link: the system share sheet where the browser has one, else the clipboard.

type Clipboardish = { clipboard?: Pick<Clipboard, 'writeText'> };
type Shareish = Clipboardish & { share?: (data: ShareData) => Promise<void>; canShare?: (data: ShareData) => boolean };

/** Copies text; falls back to a selected textarea where the async clipboard is refused (plain http, old browsers). */
export async function copyText(text: string, nav: Clipboardish = navigator): Promise<boolean> {
  try {
    if (!nav.clipboard) throw new Error('no clipboard');
    await nav.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    try {
      return document.execCommand?.('copy') ?? false;
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

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
